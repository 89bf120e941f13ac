// keytar for the built bundle under test, when the test keeps the keys (BV_STAND_IN_KEYCHAIN=test):
// each call is a question to the test, answered from its own SecretStore, so a suite can look into
// the keychain the app used. The app loads it with require('keytar'), as it loads the real one.
import { ask } from './control-channel.mjs';

const keychain = (op, fields) => ask({ kind: 'keytar', op, ...fields });

export const getPassword = (service, account) => keychain('getPassword', { service, account });
export const setPassword = (service, account, password) =>
  keychain('setPassword', { service, account, password });
export const deletePassword = (service, account) =>
  keychain('deletePassword', { service, account });
