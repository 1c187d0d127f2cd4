import { useSyncExternalStore } from 'react';
import { connectivity, subscribeConnectivity, type Connectivity } from './connectivity.ts';

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, connectivity, () => 'online');
}
