// The stand-in's session, protocol and net: what the app installs on the default session (permission
// handlers, response headers, will-download) and the app:// handler are kept for the test's commands;
// requests go out through Node's own fetch, which has no proxy, as Chromium's direct mode.
import { EventEmitter } from 'node:events';
import { record } from './control-channel.mjs';
import { requireNotReady, requireReady } from './recording-app.mjs';

const nodeFetch = (input, init) => globalThis.fetch(input, init);

class RecordingSession extends EventEmitter {
  permissionRequestHandler = null;
  permissionCheckHandler = null;
  devicePermissionHandler = null;
  headersReceived = null;

  constructor(partition) {
    super();
    this.partition = partition;
    this.webRequest = {
      onHeadersReceived: (listener) => {
        record('session.webRequest.onHeadersReceived', { partition });
        this.headersReceived = listener;
      },
    };
  }
  on(event, listener) {
    record('session.on', { partition: this.partition, event });
    return super.on(event, listener);
  }
  setPermissionRequestHandler(handler) {
    record('session.setPermissionRequestHandler', { partition: this.partition });
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler) {
    record('session.setPermissionCheckHandler', { partition: this.partition });
    this.permissionCheckHandler = handler;
  }
  setDevicePermissionHandler(handler) {
    record('session.setDevicePermissionHandler', { partition: this.partition });
    this.devicePermissionHandler = handler;
  }
  async setProxy(config) {
    record('session.setProxy', { partition: this.partition, config });
  }
  async resolveProxy() {
    return 'DIRECT';
  }
  fetch(input, init) {
    return nodeFetch(input, init);
  }
}

const sessions = new Map();
const sessionFor = (partition) => {
  requireReady('session');
  if (!sessions.has(partition)) sessions.set(partition, new RecordingSession(partition));
  return sessions.get(partition);
};

export const session = {
  get defaultSession() {
    return sessionFor('');
  },
  fromPartition: (partition) => sessionFor(partition),
};

/** The scheme handlers protocol.handle installed, by scheme. */
export const protocolHandlers = new Map();

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    requireNotReady('protocol.registerSchemesAsPrivileged');
    record('protocol.registerSchemesAsPrivileged', { schemes });
  },
  handle(scheme, handler) {
    requireReady('protocol.handle');
    record('protocol.handle', { scheme });
    protocolHandlers.set(scheme, handler);
  },
  unhandle(scheme) {
    record('protocol.unhandle', { scheme });
    protocolHandlers.delete(scheme);
  },
  isProtocolHandled: async (scheme) => protocolHandlers.has(scheme),
};

export const net = {
  fetch(input, init) {
    requireReady('net.fetch');
    return nodeFetch(input, init);
  },
  isOnline: () => true,
  online: true,
};
