import { HomeBalance } from './home-balance';
import { HomeBanner } from './home-banner';
import { HomeHold } from './home-hold';
import { HomeNotices } from './home-notices';
import styles from './home-screen.module.css';

/** Each part reads its own query, so an answer re-renders only the part it belongs to. */
export function HomeScreen() {
  return (
    <div className={styles.screen}>
      {/* Above the ads: a held account is what the member must see first. */}
      <HomeHold />
      <HomeBanner />
      <HomeBalance />
      <HomeNotices />
    </div>
  );
}
