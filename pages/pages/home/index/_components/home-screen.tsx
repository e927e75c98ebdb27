import { HydrationScript } from '@/components/boot/hydration-script';
import { earlyShowScript } from '@/lib/api/early-answers';
import { homeAd } from '@/lib/api/endpoints/home-ad';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { EARLY_BANNER } from './early-banner';
import { EARLY_HOME_BALANCE } from './early-home-balance';
import { HomeBalance } from './home-balance';
import { HomeBanner } from './home-banner';
import { HomeNotices } from './home-notices';
import styles from './home-screen.module.css';

/** Each part reads its own query, so an answer re-renders only the part it belongs to. */
export function HomeScreen() {
  return (
    <div className={styles.screen}>
      <HomeBanner />
      <HydrationScript source={earlyShowScript(homeAd.path, EARLY_BANNER)} />
      <HomeBalance />
      <HydrationScript source={earlyShowScript(memberUserInfo.path, EARLY_HOME_BALANCE)} />
      <HomeNotices />
    </div>
  );
}
