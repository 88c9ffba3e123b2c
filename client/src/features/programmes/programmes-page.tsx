import { ListMusic, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { IconBadge } from '@/components/icon-badge';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMusicTracks } from '@/features/admin/use-music-tracks';
import { SignedInPage } from '@/features/library/signed-in-page';
import { useLibrary } from '@/features/library/use-library';
import { ProgrammeCard } from './programme-card';
import { ProgrammeEditor } from './programme-editor';
import { SuggestProgrammeButton } from './suggestion/suggest-programme-button';
import { useProgrammes } from './use-programmes';
import { queryKeys } from '@/lib/query-client';

/**
 * /programmes (issue 25): on-hold programmes, several saved messages over one music bed, made as
 * one file that loops without a gap or as a numbered playlist, for the phone system chosen.
 * `editing` is the programme open in the editor: 'new', one's id, or none.
 */
export function ProgrammesPage({ email }: { email: string }) {
  const programmes = useProgrammes();
  const library = useLibrary();
  const tracks = useMusicTracks();
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // A suggested programme arrives made of new Library items: both lists are read again.
  const suggested = () => void queryClient.invalidateQueries({ queryKey: queryKeys.programmes });
  const ready = programmes.isSuccess && library.isSuccess && tracks.isSuccess;
  const failed = [programmes, library, tracks].filter((query) => query.isError);

  return (
    <SignedInPage
      email={email}
      title="Programmes"
      description="A caller on hold for a few minutes should hear more than one message. A programme plays several of your saved messages in order with music between them and under all of it, as one file that loops without a gap, or as numbered files for phone systems that play a folder."
    >
      {failed.length > 0 ? (
        <Card>
          <ListLoadFailed
            message="Your programmes could not be loaded."
            onRetry={() => failed.forEach((query) => void query.refetch())}
            retrying={failed.some((query) => query.isFetching)}
          />
        </Card>
      ) : !ready ? (
        <ListLoading label="Loading your programmes" />
      ) : library.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <IconBadge icon={ListMusic} className="size-12 rounded-xl" iconClassName="size-6" />
          <h2 className="text-lg font-semibold">Save a few messages first</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            A programme is made of messages from your Library: a welcome, what you offer, your hours, a thank-you for
            holding. Make them in the studio and save each to your Library.
          </p>
          <div className="mt-2 flex flex-wrap items-start justify-center gap-2">
            <Link href="/" className={buttonVariants()}>
              Create a message
            </Link>
            <SuggestProgrammeButton onMade={suggested} />
          </div>
          <p className="max-w-md text-sm text-muted-foreground">
            Or let the studio suggest a programme from your business details: you read and change every message before
            anything is made.
          </p>
        </Card>
      ) : (
        <>
          {editing === 'new' ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-4 text-lg font-semibold">New programme</h2>
              <ProgrammeEditor
                programme={null}
                library={library.data}
                tracks={tracks.data}
                onDone={() => setEditing(null)}
              />
            </Card>
          ) : (
            <div className="flex flex-wrap items-start gap-2">
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" />
                New programme
              </Button>
              <SuggestProgrammeButton onMade={suggested} />
            </div>
          )}
          {programmes.data.length === 0 && editing !== 'new' ? (
            <p className="text-sm text-muted-foreground">No programmes yet.</p>
          ) : null}
          {programmes.data.map((programme) =>
            editing === programme.id ? (
              <Card key={programme.id} className="p-4 sm:p-6">
                <h2 className="mb-4 text-lg font-semibold">Edit {programme.title}</h2>
                <ProgrammeEditor
                  programme={programme}
                  library={library.data}
                  tracks={tracks.data}
                  onDone={() => setEditing(null)}
                />
              </Card>
            ) : (
              <ProgrammeCard key={programme.id} programme={programme} onEdit={() => setEditing(programme.id)} />
            ),
          )}
        </>
      )}
    </SignedInPage>
  );
}
