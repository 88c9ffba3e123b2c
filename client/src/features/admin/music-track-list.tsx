import { useEffect, useId } from 'react';
import { messages } from '#common/messages.js';
import { Card } from '@/components/ui/card';
import { audioPlayer } from '@/lib/audio-player';
import { MusicTrackRow } from './music-track-row';
import { useAdminMusicTracks } from './use-music-tracks';
import { ListLoadFailed, ListLoading } from '@/components/list-status';

/** Every track the admin manages, built-in first: those users can pick in the wizard, and held uploads (record 106). */
export function MusicTrackList() {
  const headingId = useId();
  const tracks = useAdminMusicTracks();
  const uploaded = tracks.data?.filter((t) => !t.builtIn).length ?? 0;
  const held = tracks.data?.filter((t) => t.held).length ?? 0;

  // Leaving the admin screen (Home, Log out, an expired session) stops a track that is playing.
  useEffect(() => () => audioPlayer.stopAll(), []);

  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-4 sm:px-6">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          Music tracks
        </h3>
        {tracks.data ? (
          <p className="text-sm text-muted-foreground">
            {tracks.data.length} {tracks.data.length === 1 ? 'track' : 'tracks'} · {uploaded} uploaded
            {held > 0 ? ` · ${held} held` : null}
          </p>
        ) : null}
      </div>
      {tracks.isPending ? (
        <ListLoading label="Loading music tracks" />
      ) : tracks.isError ? (
        // The toast has said what went wrong; this keeps a way to try again on the screen.
        <ListLoadFailed
          message={messages.music.loadFailed}
          onRetry={() => void tracks.refetch()}
          retrying={tracks.isFetching}
        />
      ) : tracks.data.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-muted-foreground">
          No music tracks yet. Upload one to get started.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {tracks.data.map((track) => (
            <MusicTrackRow key={track.id} track={track} />
          ))}
        </ul>
      )}
    </Card>
  );
}
