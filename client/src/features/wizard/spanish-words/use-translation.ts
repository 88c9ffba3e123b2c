import { useMutation, useQuery } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import type { TranslateWordsBody, TranslateWordsReply } from '#common/schemas/spanish-words.js';
import type { MessageLanguage } from '#common/message-language.js';
import { toast } from '@/components/ui/use-toast';
import { api, serverReason } from '@/lib/api';

/**
 * The offer of the business's English words in Spanish (record 155): only where the server has an
 * LLM (`available`); the reply fills the Spanish fields for the user to check, and nothing is kept
 * until the user continues.
 */
export function useTranslation() {
  const availability = useQuery({
    queryKey: ['spanish-words', 'translation'],
    queryFn: async () => (await api.get('/api/spanish-words/translation')).available,
    // The server's configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
  const mutation = useMutation({
    mutationFn: (body: TranslateWordsBody) => api.post('/api/spanish-words/translation', body),
    onError: (error) =>
      toast({
        title: messages.spanishWords.translationFailedTitle,
        description: serverReason(error, messages.spanishWords.translationFailed),
      }),
  });
  return {
    available: availability.data === true,
    busy: mutation.isPending,
    /** Resolves with the Spanish words, or undefined after a toast that says why not. */
    translate: async (body: TranslateWordsBody): Promise<TranslateWordsReply | undefined> => {
      const reply = await mutation.mutateAsync(body).catch(() => undefined);
      if (reply)
        toast({
          title: messages.spanishWords.translatedTitle,
          description: messages.spanishWords.translated,
          variant: 'default',
        });
      return reply;
    },
  };
}

/** Spanish is said in the message: its language, or its second one (record 145). */
export function speaksSpanish(data: { language?: MessageLanguage; bilingual?: boolean }): boolean {
  return data.language === 'es' || data.bilingual === true;
}
