/** The four rooms (spec 001 §2 "4 rooms"); their words are in locales under rooms.<id>. */
export const PALACE_ROOMS = [
  { id: 'sunroom', emoji: '🌅' },
  { id: 'library', emoji: '📚' },
  { id: 'garden', emoji: '🌿' },
  { id: 'quietRoom', emoji: '🕯️' },
] as const;
export type PalaceRoomId = (typeof PALACE_ROOMS)[number]['id'];

/** A memory's feeling (spec 001 §3 Memory.emotion). */
export const MEMORY_EMOTIONS = [
  { id: 'happy', emoji: '😊' },
  { id: 'peaceful', emoji: '😌' },
  { id: 'grateful', emoji: '🙏' },
  { id: 'proud', emoji: '🌟' },
  { id: 'loved', emoji: '🥰' },
  { id: 'accomplished', emoji: '🏆' },
] as const;
export type MemoryEmotion = (typeof MEMORY_EMOTIONS)[number]['id'];

export interface PalaceMemory {
  id: string;
  title: string;
  description: string;
  emotion: MemoryEmotion;
  /** ISO 8601. */
  dateAdded: string;
}

/** What the palace keeps in the browser: each room's memories, oldest first. */
export type PalaceMemories = Record<PalaceRoomId, PalaceMemory[]>;

export const EMPTY_PALACE: PalaceMemories = { sunroom: [], library: [], garden: [], quietRoom: [] };

const emotionIds = new Set<string>(MEMORY_EMOTIONS.map((emotion) => emotion.id));

function isMemory(value: unknown): value is PalaceMemory {
  if (typeof value !== 'object' || value === null) return false;
  const memory = value as Record<string, unknown>;
  return (
    typeof memory.id === 'string' &&
    typeof memory.title === 'string' &&
    typeof memory.description === 'string' &&
    typeof memory.emotion === 'string' &&
    emotionIds.has(memory.emotion) &&
    typeof memory.dateAdded === 'string'
  );
}

/** Keeps every well-formed memory of what was stored; a room missing from it starts empty. */
export function acceptPalace(stored: unknown): PalaceMemories | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const rooms = stored as Record<string, unknown>;
  const palace = { ...EMPTY_PALACE };
  for (const { id } of PALACE_ROOMS) {
    const memories = rooms[id];
    palace[id] = Array.isArray(memories) ? memories.filter(isMemory) : [];
  }
  return palace;
}
