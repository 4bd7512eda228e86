import type { JournalEntryMood, JournalEntryView } from '@maeum/api-types';

interface Sample {
  title: string;
  content: string;
  mood: JournalEntryMood;
  tags: string[];
}

/** The spec's 3 sample entries (visitors, an empty list, a failed load), in the reader's language. */
export function sampleEntries(samples: Sample[], now = new Date()): JournalEntryView[] {
  return samples.map((sample, index) => ({
    id: `sample-${index}`,
    title: sample.title,
    content: sample.content,
    mood: sample.mood,
    tags: sample.tags,
    isPrivate: true,
    createdAt: new Date(now.getTime() - index * 2 * 86_400_000).toISOString(),
    analysis: null,
  }));
}
