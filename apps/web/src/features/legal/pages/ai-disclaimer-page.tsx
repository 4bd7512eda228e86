import { LegalDocument } from '../components/legal-document';
import { AiDisclaimerEn } from '../content/ai-disclaimer.en';
import { AiDisclaimerKo } from '../content/ai-disclaimer.ko';

export function AiDisclaimerPage() {
  return <LegalDocument page="aiDisclaimer" ko={<AiDisclaimerKo />} en={<AiDisclaimerEn />} />;
}
