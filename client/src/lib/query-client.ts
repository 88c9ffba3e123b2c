import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app. Queries that need other rules (the current-user check, the admin
 * status poll) set them on the query itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: {
      retry: false,
    },
  },
});

/** Query keys in one place so invalidations cannot drift from the queries they target. */
export const queryKeys = {
  currentUser: ['auth', 'user'] as const,
  adminStatus: ['admin', 'status'] as const,
  sampleMessages: ['sample-messages'] as const,
  musicTracks: ['music-tracks'] as const,
  /** Under musicTracks, so one invalidation after an admin's change refreshes both lists. */
  adminMusicTracks: ['music-tracks', 'admin'] as const,
  savedScripts: (messageType: string) => ['saved-scripts', messageType] as const,
  library: ['library'] as const,
  phoneLinks: ['phone-links'] as const,
  programmes: ['programmes'] as const,
  mixState: (audioId: string) => ['mix-state', audioId] as const,
  draft: (userId: string) => ['draft', userId] as const,
  profile: (userId: string) => ['profile', userId] as const,
};
