// The English this screen shows, besides the shell's.
import { englishMessages } from '@/lib/i18n/pick-english';

export default englishMessages('mine', 'reach.install', 'settings', 'validation');
