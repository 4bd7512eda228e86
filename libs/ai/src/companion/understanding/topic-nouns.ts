import type { Topic } from '../bank/reply-bank.types';

/**
 * Nouns that say what a turn is about, by topic. The companion names back the person's own noun
 * ("발표", "your team_lead"); the topic only decides which questions and tools fit. Korean entries
 * are noun stems (particles are taken off before the lookup); English ones are lower-case words or
 * two-word names (written with `_`).
 */
export const TOPIC_NOUNS: Record<Topic, { ko: string[]; en: string[] }> = {
  work: {
    ko: '회사 직장 일 업무 상사 팀장 팀장님 부장 부장님 과장 과장님 대리 사장 사장님 동료 출근 퇴근 야근 이직 퇴사 면접 알바 발표 프로젝트 회의 보고서 마감 승진 실적 평가 고객 거래처 월요일 연봉 인턴 회식 미팅 기획서 직원 신입 교대 근무 권고사직 구조조정 해고 실직 복직 휴직 야간 이력서 자소서'.split(
      ' ',
    ),
    en: 'work job boss manager team_lead supervisor coworker coworkers colleague colleagues office shift shifts career meeting meetings promotion presentation project deadline deadlines interview client clients report review performance_review workload internship redundancy layoff layoffs'.split(
      ' ',
    ),
  },
  school: {
    ko: '학교 시험 과제 숙제 공부 성적 수업 교수 교수님 선생님 대학 학점 수능 논문 중간고사 기말고사 기말 중간 학원 자격증 전공 레포트 발제 팀플 입시 모의고사 수행평가 고시 토익 조별과제 졸업논문 휴학 재수 독서실 훈련'.split(
      ' ',
    ),
    en: 'school exam exams final finals midterm midterms class classes homework assignment assignments grade grades teacher professor university college thesis essay test tests lecture course courses semester studying study_group group_project prof coursework past_papers revision chem'.split(
      ' ',
    ),
  },
  family: {
    ko: '가족 엄마 아빠 부모 부모님 어머니 아버지 동생 언니 오빠 누나 형 할머니 할아버지 아들 딸 시댁 처가 집안 남동생 여동생 아이 애들 명절 간병 면회 장례 장례식 강아지 고양이 반려견 반려묘 커밍아웃'.split(
      ' ',
    ),
    en: 'family mom mum dad mother father parents parent brother sister sibling siblings grandma grandpa grandmother grandfather son daughter kids kid stepdad stepmom in-laws dementia carer caregiving funeral dog cat puppy kitten pet vet'.split(
      ' ',
    ),
  },
  partner: {
    ko: '남친 여친 남자친구 여자친구 애인 남편 아내 와이프 연애 썸 전남친 전여친 결혼 이별 헤어짐 연락 카톡 데이트 전애인'.split(
      ' ',
    ),
    en: 'boyfriend girlfriend partner husband wife ex relationship breakup break-up marriage dating crush fiance fiancee texts'.split(
      ' ',
    ),
  },
  friends: {
    ko: '친구 친구들 베프 동기 동기들 단톡 단톡방 룸메 모임 약속 동아리 무리 사람들'.split(' '),
    en: 'friend friends bestie roommate roommates group_chat classmates people party plans weekend'.split(
      ' ',
    ),
  },
  sleep: {
    ko: '잠 수면 불면 불면증 밤 새벽 악몽 낮잠 침대 알람 밤잠'.split(' '),
    en: 'sleep insomnia night nights nightmare nightmares bed bedtime alarm'.split(' '),
  },
  health: {
    ko: '살 밥맛 건강 건강검진 검진 재검 병원 몸 두통 식욕 체중 다이어트 점심 밥 아침 저녁 끼니 허리 감기 약 운동 검사 진단 수술 몸살 위염 치료 컨디션 임신 출산 통증 디스크 입원 수술 병원비 재활 입덧'.split(
      ' ',
    ),
    en: 'health doctor hospital body weight appetite headache headaches lunch breakfast dinner meal meals food back_pain diagnosis surgery test_results symptoms illness migraine therapy pregnancy scan smoking cravings medication pain chronic_pain'.split(
      ' ',
    ),
  },
  money: {
    ko: '돈 월세 빚 대출 카드값 월급 용돈 생활비 통장 적금 이자 등록금 관리비 알바비 잔고 카드 지출 보험료 집세 빚더미'.split(
      ' ',
    ),
    en: 'money rent debt debts bills bill salary paycheck loan loans savings budget credit_card tuition bank_account expenses'.split(
      ' ',
    ),
  },
  future: {
    ko: '미래 진로 취업 졸업 꿈 앞날 계획 취준 취업준비 인생 군대 입대 훈련소 전역 유학 워홀 이민 이사 해외'.split(
      ' ',
    ),
    en: 'future plans graduation job_hunt job_search dream dreams life exchange army military visa'.split(
      ' ',
    ),
  },
  self: {
    ko: '자존감 자신감 외모 성격 거울 몸매 인스타 SNS 틱톡 유튜브'.split(' '),
    en: 'confidence self-esteem looks personality mirror mirrors skin instagram insta tiktok'.split(' '),
  },
};

const KO_INDEX = new Map<string, Topic>();
const EN_INDEX = new Map<string, Topic>();
for (const [topic, words] of Object.entries(TOPIC_NOUNS) as [Topic, { ko: string[]; en: string[] }][]) {
  for (const word of words.ko) if (!KO_INDEX.has(word)) KO_INDEX.set(word, topic);
  for (const word of words.en) if (!EN_INDEX.has(word)) EN_INDEX.set(word.replace('_', ' '), topic);
}

export function koreanTopicOf(stem: string): Topic | undefined {
  return KO_INDEX.get(stem);
}

export function englishTopicOf(word: string): Topic | undefined {
  // Plurals of the listed nouns ("migraines", "appointments").
  return EN_INDEX.get(word) ?? (/[^s]s$/.test(word) ? EN_INDEX.get(word.slice(0, -1)) : undefined);
}
