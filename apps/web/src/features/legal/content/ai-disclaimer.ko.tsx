import { LegalSection } from '../components/legal-section';
import { CONTACT_EMAIL } from '../legal-constants';

export function AiDisclaimerKo() {
  return (
    <>
      <LegalSection title="AI와 대화하고 있습니다">
        <p>
          maeum.의 동반자는 AI 프로그램입니다. 사람이 아니며, 심리상담사나 치료사도 아닙니다. maeum.은
          셀프케어 동반자이며 의료 서비스나 심리치료 서비스가 아닙니다. 모든 세션은 이를 알리는 안내로
          시작합니다.
        </p>
      </LegalSection>

      <LegalSection title="AI가 할 수 있는 일과 할 수 없는 일">
        <ul>
          <li>이야기를 듣고, 정리해 주고, 작은 셀프케어 방법을 제안할 수 있습니다.</li>
          <li>틀리거나, 오해하거나, 도움이 되지 않는 말을 할 수 있습니다.</li>
          <li>진단이나 치료, 의료 조언을 하지 않습니다. 건강이 걱정된다면 전문가와 상담하세요.</li>
          <li>누군가에게 전화하거나 도움을 보낼 수 없습니다.</li>
          <li>컴패니언 챗봇은 일부 미성년자에게 적합하지 않을 수 있습니다.</li>
        </ul>
      </LegalSection>

      <LegalSection title="휴식 알림과 AI 표시">
        <p>
          3시간 동안 계속 이용하면 AI와 대화 중이라는 사실을 다시 알려 드리고 잠시 쉬어 가기를 권합니다. 일기
          분석, 요약 등 AI가 작성한 내용에는 작은 &lsquo;AI&rsquo; 표시가 붙습니다.
        </p>
      </LegalSection>

      <LegalSection title="위기 대응 절차">
        <ul>
          <li>
            <strong>확인하는 시점:</strong> 보내시는 모든 메시지는 어떤 AI 모델이 보기 전에 정해진 규칙으로
            먼저 확인합니다. 위기 메시지는 AI 모델에 전달되지 않습니다.
          </li>
          <li>
            <strong>감지하는 내용:</strong> 직접적이거나 간접적인(방법, 장소, 작별 인사, 물건 정리, 절망감)
            자살·자해 생각, 겪고 있는 학대, 다른 사람에 대한 위험. 한국어와 영어, 줄임말과 은어, 띄어 쓰거나
            자모로 풀어 쓴 표현도 포함합니다. &ldquo;배고파 죽겠어&rdquo; 같은 일상적인 과장 표현은 위기로
            보지 않습니다.
          </li>
          <li>
            <strong>답하는 내용:</strong> 이용자의 언어와 말투로 된 정해진 안내 메시지와, 이 페이지에 있는
            위기 상담 번호(109, 1577-0199, 119, 112, 1388)를 누르면 바로 전화가 걸리는 링크로 보여 드립니다.
            어떤 AI 제공업체를 사용하든 같으며, AI가 작동하지 않을 때에도 표시됩니다. 이후 답변은 부드럽게
            안전을 살피도록 안내됩니다.
          </li>
          <li>
            <strong>비용이 들지 않습니다:</strong> 위기 메시지는 요금제의 세션이나 하루 메시지 수에 포함되지
            않으며, 위기 도움은 결제와 상관없이 언제나 제공됩니다.
          </li>
          <li>
            <strong>대화는 계속됩니다:</strong> 위기 안내가 나와도 대화가 잠기거나 끝나지 않으며, 번호는
            화면에 고정되어 계속 보입니다.
          </li>
          <li>
            <strong>기록하는 내용:</strong> 안내가 표시되었다는 사실만 종류(자살, 자해, 학대, 타인에 대한
            위험), 언어, 시각과 함께 횟수로 기록합니다. 안내를 띄운 메시지 내용이나 보낸 사람은 기록하지
            않습니다.
          </li>
        </ul>
        <p>감지는 놓치는 경우가 있을 수 있습니다. 위험한 상황이라면 직접 109, 119 또는 112로 전화하세요.</p>
      </LegalSection>

      <LegalSection title="준수하는 법">
        <p>
          이 안내는 대한민국 「인공지능 기본법」, 미국 캘리포니아주 SB 243, 뉴욕주 일반사업법 제47조, EU
          인공지능법 제50조를 따릅니다.
        </p>
      </LegalSection>

      <LegalSection title="문의">
        <p>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </LegalSection>
    </>
  );
}
