import { LegalSection } from '../components/legal-section';
import { CONTACT_EMAIL } from '../legal-constants';

export function TermsKo() {
  return (
    <>
      <LegalSection title="maeum.은 어떤 서비스인가요">
        <p>
          maeum.은 AI 셀프케어 동반자입니다. 이야기를 나누고, 일기를 쓰고, 기분과 습관을 기록하고, 작은 활동을
          해 볼 수 있습니다. maeum.은 <strong>심리치료가 아니며</strong>, <strong>의료 조언이 아니고</strong>,{' '}
          <strong>위기 대응 서비스도 아닙니다</strong>. 어떠한 질환도 진단하거나 치료하지 않습니다. 위험한
          상황이거나 자살을 생각하고 있다면 이 페이지 위쪽의 109 또는 긴급 전화번호로 전화하세요.
        </p>
      </LegalSection>

      <LegalSection title="이용 자격">
        <p>
          만 18세 이상이어야 하며, 만 13–17세는 부모님 또는 법정대리인의 동의가 있어야 합니다. 계정을 만들면
          이에 해당함을 확인하는 것으로 봅니다.
        </p>
      </LegalSection>

      <LegalSection title="요금제와 결제">
        <ul>
          <li>무료 요금제는 매월 3회의 세션을 무료로 제공합니다.</li>
          <li>
            유료 요금제(Plus, Pro)는 더 많은 세션과 기능을 제공하며, 해지할 때까지 매월(연간 결제를 선택한
            경우 매년) 자동으로 갱신됩니다.
          </li>
          <li>결제는 토스페이먼츠가 처리하며, 가격은 결제 전에 표시됩니다.</li>
          <li>세션 횟수는 매월 1일에 초기화됩니다.</li>
        </ul>
      </LegalSection>

      <LegalSection title="해지와 환불">
        <p>
          요금제 및 결제 화면에서 언제든지 해지할 수 있습니다. 해지해도 이미 결제한 기간이 끝날 때까지 유료
          요금제를 계속 이용할 수 있으며, 이후 다시 결제되지 않습니다.
        </p>
        <p>
          <strong>
            결제일로부터 14일 이내에 요청하고, 그 결제 이후 유료 기능을 사용하지 않았다면 해당 결제 금액
            전액을 환불합니다.
          </strong>{' '}
          그 이후에는 법이 환불 권리를 인정하는 경우를 제외하고 환불되지 않습니다. 환불 요청:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </LegalSection>

      <LegalSection title="올바른 이용">
        <p>다음 행위는 하지 말아 주세요.</p>
        <ul>
          <li>법을 어기거나, maeum.을 이용해 다른 사람을 해치거나 위협하거나 괴롭히는 행위</li>
          <li>다른 사람의 계정이나 저희 시스템에 무단으로 접근하려는 행위</li>
          <li>서비스에 과부하를 주거나, 복제·재판매·자동화하거나, 요금제 한도를 우회하는 행위</li>
          <li>계정을 다른 사람과 함께 쓰는 행위</li>
        </ul>
      </LegalSection>

      <LegalSection title="계정 해지">
        <p>
          설정에서 언제든지 계정을 삭제할 수 있습니다. 이 약관을 심각하게 또는 반복해서 위반한 계정은 이용을
          정지하거나 해지할 수 있으며, 긴급한 경우가 아니면 먼저 알리고 이유를 설명합니다. 이후 정보는
          개인정보처리방침에 따라 삭제됩니다.
        </p>
      </LegalSection>

      <LegalSection title="책임의 한계">
        <p>
          maeum.을 안정적이고 정확하게 운영하려고 노력하지만, AI는 틀릴 수 있고 서비스가 일시적으로 중단될 수
          있습니다. 의료·법률·재정 결정이나 응급 상황에서 maeum.에 의존하지 마세요. AI 답변에 의존하여 생긴
          손해나 저희가 통제할 수 없는 장애로 생긴 손해에 대해서는, 저희의 고의 또는 중대한 과실로 인한 경우를
          제외하고 책임지지 않습니다. 이 약관의 어떤 내용도 대한민국 법이 제한을 허용하지 않는 권리를 제한하지
          않습니다.
        </p>
      </LegalSection>

      <LegalSection title="약관의 변경">
        <p>
          약관을 변경하는 경우 적용 7일 전까지, 이용자에게 불리한 변경은 30일 전까지 앱에서 알려 드립니다.
          동의하지 않으면 이용을 중단하고 계정을 삭제할 수 있습니다.
        </p>
      </LegalSection>

      <LegalSection title="준거법과 문의">
        <p>
          이 약관은 대한민국 법을 따르며, 분쟁은 대한민국의 관할 법원에서 해결합니다. 문의:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </LegalSection>
    </>
  );
}
