import { normalise } from '../safety/normalise';
import { EN_BANK } from './bank/reply-bank.en';
import { KO_BANK } from './bank/reply-bank.ko';
import { FEELINGS, type Feeling, type ReplyBank, TOPICS, type Topic } from './bank/reply-bank.types';
import type { CompanionLanguage } from './companion-request';

export function bankFor(language: CompanionLanguage): ReplyBank {
  return language === 'ko' ? KO_BANK : EN_BANK;
}

export interface Reading {
  feelings: Feeling[];
  topics: Topic[];
}

function firstMatches<K extends string>(keys: readonly K[], words: Record<K, RegExp>, text: string): K[] {
  return keys
    .map((key) => ({ key, at: text.search(words[key]) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.key);
}

/**
 * The feelings and topics a message names, in the order it names them. Both languages are read
 * whatever the session's language: people mix them, and a Korean word in an English session still
 * says what it says.
 */
export function readFeelings(message: string): Reading {
  const forms = normalise(message);
  const en = firstMatches(FEELINGS, EN_BANK.feelingWords, forms.plain);
  const ko = firstMatches(FEELINGS, KO_BANK.feelingWords, forms.compact);
  const enTopics = firstMatches(TOPICS, EN_BANK.topicWords, forms.plain);
  const koTopics = firstMatches(TOPICS, KO_BANK.topicWords, forms.compact);
  // "not happy", "안 좋아": a negated good feeling is not a good feeling.
  const negatedHappy =
    /\b(?:not|never|isn'?t|wasn'?t|don'?t feel) (?:so |very |that |really )?(?:happy|good|great|glad|better|calm)\b/.test(
      forms.plain,
    ) || /(?:안|못)(?:좋|행복|괜찮)|좋지않|행복하지않|괜찮지않/.test(forms.compact);
  const feelings = [...new Set([...en, ...ko])].filter((f) => !(f === 'happy' && negatedHappy));
  if (negatedHappy && feelings.length === 0) feelings.push('sad');
  return { feelings, topics: [...new Set([...enTopics, ...koTopics])] };
}
