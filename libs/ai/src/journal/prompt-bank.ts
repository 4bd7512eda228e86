import type { JournalLanguage } from './journal-analysis.types';

/** CBT-style prompts for the daily prompt card: noticing, naming, questioning, reframing, acting. */
export const PROMPT_BANK: Record<JournalLanguage, readonly string[]> = {
  en: [
    "What's one emotion you felt strongly today, and what might have triggered it?",
    "What's one thing you learned about yourself this week?",
    'What thought kept coming back today? Is it a fact, or a feeling dressed as a fact?',
    'Describe a moment today when you felt at ease. What made it possible?',
    'What is something you handled better than you expected recently?',
    'If a friend told you about your day, what would you say to them?',
    'What worry is taking up the most space right now? What is the most likely outcome?',
    'Name three small things that went okay today.',
    'What did your body tell you today — tension, tiredness, energy? Where did you feel it?',
    'What is one boundary you kept, or wish you had kept, this week?',
    'When did you feel most like yourself today?',
    'What is a belief about yourself you would like to question?',
    'What would you do tomorrow if you were being kind to yourself?',
    "What's something you're avoiding? What's the smallest first step toward it?",
    'Who made your day a little better, and how?',
    'What situation frustrated you recently? What part of it was in your control?',
    'Write about a mistake you made. What would a compassionate teacher say about it?',
    'What are you looking forward to, even a little?',
    'What drained your energy today, and what gave some back?',
    'What did you need today that you did not get? How could you ask for it?',
    'Describe your mood in weather terms. What is the forecast for tomorrow?',
    'What is one assumption you made today about what someone else was thinking?',
    'What would "good enough" look like for the thing you are worried about?',
    'Which feeling did you push away today? What was it trying to tell you?',
    'What helped you get through a hard moment this week?',
    'What is a value that guided a choice you made today?',
    'List the "shoulds" in your head right now. Which ones are truly yours?',
    'What is one thing you can let go of before you sleep tonight?',
    'When did you last feel proud of yourself? What did you do?',
    'What story are you telling yourself about a recent setback? Is there another version?',
    'What do you wish someone had said to you today? Can you say it to yourself?',
    'What small habit would make tomorrow 1% easier?',
    'What triggered a strong reaction in you recently, and what was underneath it?',
    'Write down a worry, then three pieces of evidence for and against it.',
    'What are you grateful for that you usually take for granted?',
    'How did you take care of yourself today, even in a small way?',
    'What is something you are still learning to accept?',
    'Imagine it is a year from now. What would you want to tell yourself about this week?',
    'What conversation is on your mind? What would you like to say?',
    'When did you feel rushed today? What would slowing down have looked like?',
    'What is one thing that is going right in your life right now?',
    'Which of your strengths showed up today?',
    'What is a situation you keep replaying? What would you do differently, and what did you do well?',
    'What does rest look like for you, and when did you last have it?',
    'What did you say "yes" to that you wanted to say "no" to?',
    'What emotion are you feeling as you write this? Where in your body is it?',
    'Who could you reach out to this week, and what would you say?',
    'What is a fear that has become smaller over time?',
    'What did today teach you about what you need?',
    'What is something you would like to forgive yourself for?',
    'What would make this evening feel calm?',
    'Which thought today was a harsh critic? Rewrite it as a supportive coach.',
    'What is one thing you are curious about right now?',
    'What pattern have you noticed in your moods this week?',
    'Describe a place where you feel safe. What makes it feel that way?',
    'What are three words that describe how you want to feel tomorrow?',
    'What is a problem you can break into smaller pieces? What is piece number one?',
    'When did you laugh or smile today?',
    'What expectation are you holding that might be too heavy?',
    'What is something kind you did for someone else recently?',
    'What helps you come back to the present moment when your mind races?',
    'If your feelings today could speak, what would they ask for?',
    'What is one thing you did today that your future self will thank you for?',
  ],
  ko: [
    '오늘 가장 강하게 느낀 감정은 무엇이었나요? 무엇이 그 감정을 불러왔을까요?',
    '이번 주에 나 자신에 대해 새롭게 알게 된 것은 무엇인가요?',
    '오늘 자꾸 떠오른 생각은 무엇인가요? 그것은 사실인가요, 사실처럼 느껴지는 감정인가요?',
    '오늘 마음이 편안했던 순간을 떠올려 보세요. 무엇이 그렇게 만들었나요?',
    '최근에 생각보다 잘 해낸 일은 무엇인가요?',
    '친구가 나의 오늘 하루를 이야기한다면, 나는 그 친구에게 뭐라고 말해 줄까요?',
    '지금 가장 큰 걱정은 무엇인가요? 실제로 일어날 가능성이 가장 큰 결과는 무엇일까요?',
    '오늘 괜찮았던 작은 일 세 가지를 적어 보세요.',
    '오늘 몸은 어떤 신호를 보냈나요? 긴장, 피로, 활력은 어디에서 느껴졌나요?',
    '이번 주에 지킨 경계, 혹은 지키고 싶었던 경계는 무엇인가요?',
    '오늘 가장 나다웠던 순간은 언제였나요?',
    '다시 한번 따져 보고 싶은, 나에 대한 믿음은 무엇인가요?',
    '내일 나에게 다정하게 대한다면 무엇을 하고 싶나요?',
    '미루고 있는 일이 있나요? 그 일을 향한 가장 작은 첫걸음은 무엇일까요?',
    '오늘 누가 나의 하루를 조금 더 낫게 만들어 주었나요? 어떻게요?',
    '최근에 답답했던 상황은 무엇인가요? 그중 내가 조절할 수 있었던 부분은 무엇인가요?',
    '내가 한 실수를 적어 보세요. 다정한 선생님이라면 뭐라고 말해 줄까요?',
    '조금이라도 기대되는 일은 무엇인가요?',
    '오늘 나의 에너지를 빼앗은 것과 채워 준 것은 무엇인가요?',
    '오늘 필요했지만 얻지 못한 것은 무엇인가요? 어떻게 요청할 수 있을까요?',
    '지금 기분을 날씨로 표현해 보세요. 내일의 예보는 어떤가요?',
    '오늘 다른 사람의 생각을 넘겨짚은 적이 있나요?',
    '걱정하는 일에서 "이 정도면 충분해"는 어떤 모습일까요?',
    '오늘 밀어낸 감정은 무엇인가요? 그 감정은 나에게 무엇을 말하려 했을까요?',
    '이번 주 힘든 순간을 버티게 해 준 것은 무엇인가요?',
    '오늘 내린 선택을 이끈 나의 가치는 무엇이었나요?',
    '지금 머릿속의 "~해야 해"를 적어 보세요. 그중 정말 내 것은 무엇인가요?',
    '오늘 잠들기 전에 내려놓을 수 있는 한 가지는 무엇인가요?',
    '마지막으로 나 자신이 뿌듯했던 때는 언제인가요? 무엇을 했나요?',
    '최근의 좌절에 대해 나는 어떤 이야기를 하고 있나요? 다른 버전의 이야기도 있을까요?',
    '오늘 누군가에게 듣고 싶었던 말은 무엇인가요? 그 말을 나에게 해 줄 수 있을까요?',
    '내일을 1%만 더 수월하게 만들어 줄 작은 습관은 무엇일까요?',
    '최근에 크게 반응했던 일은 무엇인가요? 그 아래에는 어떤 마음이 있었나요?',
    '걱정 하나를 적고, 그 걱정을 뒷받침하는 증거와 반대되는 증거를 세 가지씩 적어 보세요.',
    '평소 당연하게 여기지만 사실은 감사한 것은 무엇인가요?',
    '오늘 작게라도 나를 돌본 순간은 언제였나요?',
    '아직 받아들이는 중인 일은 무엇인가요?',
    '1년 뒤의 내가 이번 주의 나에게 해 주고 싶은 말은 무엇일까요?',
    '마음에 걸려 있는 대화가 있나요? 하고 싶은 말은 무엇인가요?',
    '오늘 조급했던 때는 언제였나요? 천천히 했다면 어땠을까요?',
    '지금 내 삶에서 잘 되어 가고 있는 한 가지는 무엇인가요?',
    '오늘 드러난 나의 강점은 무엇이었나요?',
    '자꾸 되감아 보는 상황이 있나요? 다르게 하고 싶은 점과 잘한 점은 무엇인가요?',
    '나에게 쉼이란 어떤 모습인가요? 마지막으로 제대로 쉰 건 언제였나요?',
    '"아니요"라고 하고 싶었는데 "네"라고 한 일이 있나요?',
    '이 글을 쓰는 지금 어떤 감정이 드나요? 몸의 어디에서 느껴지나요?',
    '이번 주에 연락해 볼 수 있는 사람은 누구인가요? 뭐라고 말하고 싶나요?',
    '시간이 지나며 작아진 두려움이 있나요?',
    '오늘 하루는 내가 무엇을 필요로 하는지 알려 주었나요?',
    '나 자신을 용서하고 싶은 일이 있나요?',
    '오늘 저녁을 평온하게 만들어 줄 것은 무엇일까요?',
    '오늘 나를 혹독하게 비판한 생각은 무엇인가요? 응원하는 코치의 말로 바꿔 써 보세요.',
    '요즘 궁금한 것 한 가지는 무엇인가요?',
    '이번 주 내 기분에서 어떤 패턴을 발견했나요?',
    '안전하다고 느끼는 장소를 묘사해 보세요. 무엇이 그렇게 느끼게 하나요?',
    '내일 느끼고 싶은 기분을 세 단어로 적어 보세요.',
    '작게 나눠 볼 수 있는 문제가 있나요? 첫 번째 조각은 무엇인가요?',
    '오늘 웃거나 미소 지은 순간은 언제였나요?',
    '너무 무거울지도 모르는 기대를 품고 있지는 않나요?',
    '최근에 다른 사람에게 베푼 친절은 무엇인가요?',
    '생각이 질주할 때 지금 이 순간으로 돌아오게 도와주는 것은 무엇인가요?',
    '오늘의 감정들이 말을 할 수 있다면 무엇을 부탁할까요?',
    '미래의 내가 고마워할 일을 오늘 한 가지 했다면 무엇인가요?',
  ],
};

/** The spec's texts when the prompt cannot be loaded (spec 001 §8). */
export const PROMPT_FALLBACK: Record<JournalLanguage, { load: string; regenerate: string }> = {
  en: {
    load: "What's one emotion you felt strongly today, and what might have triggered it?",
    regenerate: "What's one thing you learned about yourself this week?",
  },
  ko: {
    load: '오늘 가장 강하게 느낀 감정은 무엇이었나요? 무엇이 그 감정을 불러왔을까요?',
    regenerate: '이번 주에 나 자신에 대해 새롭게 알게 된 것은 무엇인가요?',
  },
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The prompt for a seed (user and day, plus the number of regenerations): the same seed gives the
 * same prompt, and the next regeneration never repeats the one before it.
 */
export function promptFor(language: JournalLanguage, seed: string, avoid?: string): string {
  const bank = PROMPT_BANK[language];
  let index = hash(seed) % bank.length;
  if (bank[index] === avoid) index = (index + 1) % bank.length;
  return bank[index]!;
}

/**
 * A stored prompt in the writer's language now: the banks are parallel, so a prompt saved before
 * a switch of language is shown as its counterpart. A text in neither bank is returned as it is.
 */
export function promptIn(language: JournalLanguage, prompt: string): string {
  for (const bank of Object.values(PROMPT_BANK)) {
    const index = bank.indexOf(prompt);
    if (index >= 0) return PROMPT_BANK[language][index] ?? prompt;
  }
  return prompt;
}
