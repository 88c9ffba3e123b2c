import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The catalogue and each provider's status (live with a key, or rendered offline). */
export function useVoices() {
  return useQuery({ queryKey: ['voices'], queryFn: () => api.get('/api/voices'), staleTime: 5 * 60_000 });
}
