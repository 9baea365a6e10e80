/**
 * Safari (and every browser) on an iPhone or iPad never offers `beforeinstallprompt`: the app is
 * added by hand, Share → Add to Home Screen, so the install banner says that there instead. No
 * dependencies: the start-up imports this, the banner's own code still comes only when shown.
 */
interface HintNavigator {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag: true inside an app opened from the home screen. */
  standalone?: boolean;
}

/** An iPhone, iPod or iPad (iPadOS calls itself "Macintosh", but a Mac has no touch screen) not already running the added app. */
export function needsHomeScreenHint(nav: HintNavigator, runningStandalone: boolean): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return appleMobile && !runningStandalone && nav.standalone !== true;
}
