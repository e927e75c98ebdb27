// The English this screen shows, besides the shell's.
import { englishMessages } from '@/lib/i18n/pick-english';

export default englishMessages('status', 'team', 'ui');
