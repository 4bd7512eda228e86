import { LegalDocument } from '../components/legal-document';
import { PrivacyEn } from '../content/privacy.en';
import { PrivacyKo } from '../content/privacy.ko';

export function PrivacyPolicyPage() {
  return <LegalDocument page="privacyPolicy" ko={<PrivacyKo />} en={<PrivacyEn />} />;
}
