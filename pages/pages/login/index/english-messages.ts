// The English this screen shows, besides the shell's.
import { englishMessages } from '@/lib/i18n/pick-english';

export default englishMessages('login', 'reach', 'ui', 'validation', 'wallet');
