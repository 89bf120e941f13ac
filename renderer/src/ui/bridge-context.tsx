import { createContext, useContext, type ReactNode } from 'react';
import type { Bridge } from '#shared/contract';

const BridgeContext = createContext<Bridge | null>(null);

/** Makes the backend bridge available to every hook below it. */
export function BridgeProvider(props: { readonly bridge: Bridge; readonly children: ReactNode }) {
  return <BridgeContext.Provider value={props.bridge}>{props.children}</BridgeContext.Provider>;
}

/** The bridge given to the nearest BridgeProvider. */
export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge must be used inside a BridgeProvider.');
  return bridge;
}
