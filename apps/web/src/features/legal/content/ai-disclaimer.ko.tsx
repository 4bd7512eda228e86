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
            <strong>감지하는 내용:</strong> 자해, 자살, 또는 당장의 위험에 관한 메시지. 한국어, 영어, 줄임말과
            은어도 포함합니다.
          </li>
          <li>
            <strong>답하는 내용:</strong> 이용자의 언어로 된 정해진 안내 메시지와, 이 페이지에 있는 위기 상담
            번호(109, 1577-0199, 119, 112, 1388)를 누르면 바로 전화가 걸리는 링크로 보여 드립니다. 어떤 AI
            제공업체를 사용하든 같으며, AI가 작동하지 않을 때에도 표시됩니다.
          </li>
          <li>
            <strong>대화는 계속됩니다:</strong> 위기 안내가 나와도 대화가 잠기거나 끝나지 않으며, 번호는
            화면에 고정되어 계속 보입니다.
          </li>
          <li>
            <strong>기록하는 내용:</strong> 안내가 표시되었다는 사실만 횟수로 기록합니다. 안내를 띄운 메시지
            내용은 기록하지 않습니다.
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
