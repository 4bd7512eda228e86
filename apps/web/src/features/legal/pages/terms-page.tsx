import { LegalDocument } from '../components/legal-document';
import { TermsEn } from '../content/terms.en';
import { TermsKo } from '../content/terms.ko';

export function TermsPage() {
  return <LegalDocument page="terms" ko={<TermsKo />} en={<TermsEn />} />;
}
