/**
 * How a person answers the concern question ("Are you having thoughts of ending your life?"):
 * the first words of the reply. A hedge ('kind of', 'sometimes', '좀') counts as yes: ambiguity
 * resolves upward.
 */

const EN_YES =
  /^(?:yes|yeah|yea|yah|ya|yep|yup|y|ye|yes+|uh huh|mhm|kind of|kinda|sort of|sorta|sometimes|maybe|perhaps|probably|i think so|i guess|i do|i am|i have|honestly yes|a little|a bit|a lot|often|lately|every ?day|all the time|idk maybe|not sure|i don'?t know|idk)\b/;
const EN_NO = /^(?:no|nope|nah|not really|never|no way|not at all|of course not|god no|n)\b/;
const KO_YES =
  /^(?:응|웅|엉|어|ㅇㅇ|ㅇ|네|넹|예|그래|그래요|맞아|맞아요|맞음|그런것같|그런거같|그런듯|조금|좀|약간|가끔|자주|매일|솔직히|있어|있어요|있음|네조금|모르겠|잘모르)/;
const KO_NO = /^(?:아니|아뇨|아니요|아녀|ㄴㄴ|노노|없어|없어요|전혀|그런건아니|그건아니)/;

const englishOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^[^a-z]+/, '');
const koreanOf = (text: string) => text.replace(/[^가-힣ㄱ-ㅎ]/g, '');

export function answersYes(message: string): boolean {
  if (answersNo(message)) return false;
  return EN_YES.test(englishOf(message)) || KO_YES.test(koreanOf(message));
}

export function answersNo(message: string): boolean {
  const english = englishOf(message);
  const korean = koreanOf(message);
  return (EN_NO.test(english) && !/^no+t? (?:really )?sure/.test(english)) || KO_NO.test(korean);
}
