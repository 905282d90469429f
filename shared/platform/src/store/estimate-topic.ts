import { useEffect } from 'react';
import { create } from 'zustand';

// What the page is about, for the estimate form opened from it (a package's page): the form starts
// its project description with it, so the request says which package the visitor asked about.
const useTopicStore = create<{ topic: string | null }>(() => ({ topic: null }));

/** Call from a page while it is shown, with what an estimate request from it is about. */
export function useEstimateTopic(topic: string | null): void {
  useEffect(() => {
    useTopicStore.setState({ topic });
    return () => useTopicStore.setState({ topic: null });
  }, [topic]);
}

/** The project description an estimate form opened on such a page starts with; '' elsewhere. */
export function useTopicSummary(): string {
  const topic = useTopicStore((state) => state.topic);
  return topic ? `I'm interested in the ${topic}. ` : '';
}
