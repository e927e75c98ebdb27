// The English of the install hint, which loads after a login (install-hint-gate.tsx).
import { englishMessages } from '@/lib/i18n/pick-english';

export default englishMessages('reach.install');
