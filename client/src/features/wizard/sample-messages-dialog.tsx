import { useQuery } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { api } from '@/lib/api';
import { audioPlayer } from '@/lib/audio-player';
import { queryKeys } from '@/lib/query-client';
import { SampleMessagePanel } from './sample-message-panel';

/**
 * 'Listen to Sample Messages' (spec §2): one tab per sample. Changing tab or closing the dialog
 * stops the sample that is playing.
 */
export function SampleMessagesDialog() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<string | undefined>(undefined);
  const samples = useQuery({
    queryKey: queryKeys.sampleMessages,
    queryFn: () => api.get('/api/sample-messages'),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const activeTab = tab ?? samples.data?.[0]?.id;

  function changeOpen(next: boolean) {
    audioPlayer.stopAll();
    setOpen(next);
  }

  function changeTab(next: string) {
    audioPlayer.stopAll();
    setTab(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Headphones aria-hidden="true" />
          Listen to Sample Messages
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Sample Messages</DialogTitle>
          <DialogDescription>
            Hear what a finished message can sound like for different kinds of business.
          </DialogDescription>
        </DialogHeader>
        {samples.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : samples.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription className="mt-0">Could not load the sample messages. Please try again.</AlertDescription>
          </Alert>
        ) : (
          <Tabs value={activeTab} onValueChange={changeTab}>
            <TabsList>
              {samples.data.map((sample) => (
                <TabsTrigger key={sample.id} value={sample.id}>
                  {sample.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {samples.data.map((sample) => (
              <TabsContent key={sample.id} value={sample.id}>
                <SampleMessagePanel sample={sample} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
