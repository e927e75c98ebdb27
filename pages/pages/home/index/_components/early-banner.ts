import type { EarlyShow } from '@/lib/api/early-answers';

export const EARLY_BANNER_ID = 'home-early-banner';

/**
 * Shows the first ad of the page's early answer (lib/api/early-answers.ts) in the banner placeholder,
 * the same box as the swiper's first slide, so the banner — the largest thing on Home — does not wait
 * for the app's code. The swiper replaces it when the app has loaded, from the same answer; the app's
 * code is added once the image has loaded (or failed). Image URLs are taken only as http(s) URLs or
 * paths on this origin.
 */
export const EARLY_BANNER: EarlyShow = {
  elementId: EARLY_BANNER_ID,
  render: `function(r,p){var a=Array.isArray(r)?r[0]:null;if(!a||typeof a.imageUrl!=='string'||!/^(https?:\\/\\/|\\/(?!\\/))/.test(a.imageUrl))return;var i=document.createElement('img');i.fetchPriority='high';i.width=750;i.height=300;i.alt=typeof a.title==='string'?a.title:'';i.draggable=false;i.style.cssText='display:block;width:100%;height:100%;object-fit:cover;pointer-events:none';var s=new Promise(function(d){i.onload=i.onerror=d});i.src=a.imageUrl;p.appendChild(i);return s}`,
};
