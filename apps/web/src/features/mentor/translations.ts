import { joinFeatureStrings } from '../../i18n/feature-strings';
import en from './locales/en.json';
import ko from './locales/ko.json';

joinFeatureStrings({ en, ko }, 'mentor.title');
