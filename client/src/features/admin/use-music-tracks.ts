import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { MusicTrack } from '#common/schemas/music.js';
import { toast } from '@/components/ui/use-toast';
import { api, ApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

async function fetchMusicTracks(): Promise<MusicTrack[]> {
  try {
    return await api.get('/api/music-tracks', { cache: 'no-store' });
  } catch (error) {
    // Spec §7: a 401 is tolerated silently; the current-user check takes the user to the login screen.
    if (error instanceof ApiError && error.code === 'unauthorized') return [];
    throw error;
  }
}

/** The tracks users can choose (the wizard's list): every track except the `none` (no music) choice. */
export function useMusicTracks() {
  return useToastOnError(
    useQuery({
      queryKey: queryKeys.musicTracks,
      queryFn: fetchMusicTracks,
      select: (tracks) => tracks.filter((t) => t.id !== NO_MUSIC_TRACK_ID),
      staleTime: 0,
    }),
  );
}

/** The tracks the admin manages: the built-in ones, then every upload, held ones with their warning (record 106). */
export function useAdminMusicTracks() {
  return useToastOnError(
    useQuery({
      queryKey: queryKeys.adminMusicTracks,
      queryFn: () => api.get('/api/admin/music-tracks', { cache: 'no-store' }),
      staleTime: 0,
    }),
  );
}

/** One toast per failed fetch (errorUpdatedAt changes on each failure, not on re-render). */
function useToastOnError<T extends { isError: boolean; errorUpdatedAt: number }>(query: T): T {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast({ title: messages.music.loadFailed });
  }, [isError, errorUpdatedAt]);
  return query;
}

export interface MusicUpload {
  file: File;
  id: string;
  name: string;
  description: string;
}

/** POST /api/upload-music as multipart; fetch sets the multipart content type and boundary itself. */
export function useUploadMusicTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, id, name, description }: MusicUpload) => {
      const body = new FormData();
      // Text fields first, so the server has them before the (possibly large) file streams in.
      body.append('id', id);
      body.append('name', name);
      body.append('description', description);
      body.append('file', file, file.name);
      return api.post('/api/upload-music', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.musicTracks }),
  });
}

/** Publishes a held track: from now on users can choose it. */
export function usePublishMusicTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/music-tracks/${encodeURIComponent(id)}/publish`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.musicTracks }),
  });
}

export function useDeleteMusicTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/music-tracks/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.musicTracks }),
  });
}
