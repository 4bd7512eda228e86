import { joinWidgetStrings } from '../widget-strings';
import en from './locales/en.json';
import ko from './locales/ko.json';

joinWidgetStrings('spiralStopper', { en, ko });
