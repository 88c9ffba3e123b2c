import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ConnectionBody, ConnectionReply } from '#common/schemas/publishing.js';
import { toast } from '@/components/ui/use-toast';
import { api, serverReason } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

const words = messages.publishing;

const connectionPath = (id: string) => `/api/connections/${encodeURIComponent(id)}` as const;

/** The tests under way are found by this key, so a card shows "Testing…" whoever started its test. */
const TEST_KEY = ['connection-test'] as const;

/** The owner's phone-system connections (issue 48), newest first, as the server lists them. */
export function useConnections() {
  return useQuery({
    queryKey: queryKeys.connections,
    queryFn: async () => (await api.get('/api/connections', { cache: 'no-store' })).connections,
  });
}

/**
 * Whether a connection's last test passed, by its id (undefined while the connections load): a
 * connection not tested yet cannot be published to.
 */
export function useTestPassed(): (connectionId: string) => boolean | undefined {
  const { data } = useConnections();
  return (connectionId) => (data ? data.find((c) => c.id === connectionId)?.test?.passed === true : undefined);
}

/** A refresh of the connections and of every menu's publishing, which reads them. */
function useRefreshConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.connections });
}

/** Keeps a connection in the cached list as the server answered it (added first, or in its place). */
function useKeepInList() {
  const queryClient = useQueryClient();
  return (connection: ConnectionReply) =>
    queryClient.setQueryData<ConnectionReply[]>(queryKeys.connections, (list = []) =>
      list.some((c) => c.id === connection.id)
        ? list.map((c) => (c.id === connection.id ? connection : c))
        : [connection, ...list],
    );
}

/** POST /api/connections. A refusal is the form's to show beside its fields (connection-body.ts). */
export function useAddConnection() {
  const keep = useKeepInList();
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: async (body: ConnectionBody) => (await api.post('/api/connections', body)).connection,
    onSuccess: (connection) => {
      keep(connection);
      toast({
        title: words.addedTitle,
        description: formatMessage(words.added, { name: connection.name }),
        variant: 'default',
      });
    },
    onSettled: refresh,
  });
}

/**
 * Test connection: the server calls the system and keeps what it said. A test that did not pass is
 * an answer like any other (its summary says what is wrong); only a test that could not run is a toast.
 */
export function useTestConnection() {
  const keep = useKeepInList();
  const refresh = useRefreshConnections();
  return useMutation({
    mutationKey: TEST_KEY,
    mutationFn: async (id: string) => (await api.post(`${connectionPath(id)}/test`)).connection,
    onSuccess: keep,
    onError: (error) =>
      toast({ title: words.testCouldNotRunTitle, description: serverReason(error, words.testCouldNotRun) }),
    onSettled: refresh,
  });
}

/** The ids of the connections whose test is under way. */
export function useTestsUnderWay(): string[] {
  return useMutationState({
    filters: { mutationKey: TEST_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
}

export function useRemoveConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: async (connection: Pick<ConnectionReply, 'id' | 'name'>) => api.delete(connectionPath(connection.id)),
    onSuccess: (_reply, { name }) =>
      toast({ title: words.removedTitle, description: formatMessage(words.removed, { name }), variant: 'default' }),
    onError: (error) => toast({ title: words.removeFailedTitle, description: serverReason(error, words.removeFailed) }),
    onSettled: refresh,
  });
}
