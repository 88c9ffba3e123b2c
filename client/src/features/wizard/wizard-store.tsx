import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { GenerationState, HeadStartState, MessageInProgress } from './message-state';
import type { MessageStore, WizardActions } from './message-store';
import type { WizardState } from './wizard-reducer';

export type { WizardActions } from './message-store';

/**
 * The message store (record 103) as React sees it: the provider holds it for the whole signed-in
 * session, so a visit to /admin and back keeps what the user typed, and each view subscribes to the
 * slice it shows. Actions are the store's own and never change: components that only act never re-render.
 */
const StoreContext = createContext<MessageStore | null>(null);

export function WizardProvider({ store, children }: { store: MessageStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useMessageStore(): MessageStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useMessageStore must be used inside <WizardProvider>');
  return store;
}

/** One slice of the message; `select` must return a part of the state as it is, not a new object. */
function useMessage<T>(select: (state: MessageInProgress) => T): T {
  const store = useMessageStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const useWizardState = (): WizardState => useMessage((s) => s.wizard);
export const useGeneration = (): GenerationState => useMessage((s) => s.generation);
export const useHeadStart = (): HeadStartState => useMessage((s) => s.headStart);
export const useOwnVoice = () => useMessage((s) => s.ownVoice);
export const usePickedUp = () => useMessage((s) => s.draft.pickedUp);

export function useWizardActions(): WizardActions {
  return useMessageStore().actions;
}
