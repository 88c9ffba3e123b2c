import { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in area's QueryClient, one per sign-in: signed-in-app.tsx makes it as the area mounts,
 * and it goes when the area does (sign-out, a session ended), with everything cached for that user.
 * Queries that need other rules (the admin status poll) set them on the query itself. Who is signed
 * in is not a query (features/auth/current-user.ts), so the login screen does without the library.
 */
export const createQueryClient = () =>
  new QueryClient({
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
  adminStatus: ['admin', 'status'] as const,
  sampleMessages: ['sample-messages'] as const,
  musicTracks: ['music-tracks'] as const,
  /** Under musicTracks, so one invalidation after an admin's change refreshes both lists. */
  adminMusicTracks: ['music-tracks', 'admin'] as const,
  savedScripts: (messageType: string) => ['saved-scripts', messageType] as const,
  library: ['library'] as const,
  phoneLinks: ['phone-links'] as const,
  programmes: ['programmes'] as const,
  phoneMenus: ['phone-menus'] as const,
  phoneMenu: (id: string) => ['phone-menus', id] as const,
  voicemails: (menuId: string) => ['phone-menus', menuId, 'voicemails'] as const,
  /** Phone-system connections (issue 48). */
  connections: ['connections'] as const,
  /** A menu's publishing, under connections: a connection added, tested or removed changes it. */
  menuPublishing: (menuId: string) => ['connections', 'menu', menuId] as const,
  /** A Library message's publishing, likewise under connections. */
  messagePublishing: (itemId: string) => ['connections', 'message', itemId] as const,
  mixState: (audioId: string) => ['mix-state', audioId] as const,
  draft: (userId: string) => ['draft', userId] as const,
  profile: (userId: string) => ['profile', userId] as const,
};
