import { writeFileSync, readFileSync } from 'node:fs';
const root = new URL('../../../../../../', import.meta.url).pathname; // repository root
const F = root + 'packages/ui/src/theme/fonts';
const head = `<!doctype html><html lang="bn"><head><meta charset="utf-8"><style>
@font-face{font-family:'Hind Siliguri';font-weight:400;src:url('file://${F}/hind-siliguri-bengali-400-normal.woff2') format('woff2');unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0-1CF9,U+200C-200D,U+20B9,U+25CC,U+A8F1}
@font-face{font-family:'Hind Siliguri';font-weight:700;src:url('file://${F}/hind-siliguri-bengali-700-normal.woff2') format('woff2');unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0-1CF9,U+200C-200D,U+20B9,U+25CC,U+A8F1}
@font-face{font-family:'Hind Siliguri';font-weight:400;src:url('file://${F}/hind-siliguri-latin-400-normal.woff2') format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:'Hind Siliguri';font-weight:700;src:url('file://${F}/hind-siliguri-latin-700-normal.woff2') format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
html,body{margin:0;width:854px;height:480px;overflow:hidden}
body{font-family:'Hind Siliguri',sans-serif;background:#fffbeb;color:#1f2937;box-sizing:border-box;padding:26px 40px}
.bar{font-size:17px;color:#92400e;border-bottom:3px solid #f59e0b;padding-bottom:6px;margin-bottom:16px;display:flex;justify-content:space-between}
h1{font-size:40px;margin:6px 0 12px;color:#78350f;line-height:1.3}
h2{font-size:30px;margin:0 0 10px;color:#78350f;line-height:1.3}
p,li{font-size:23px;line-height:1.5;margin:6px 0}
ul{padding-left:26px;margin:6px 0}
b{color:#b45309}
.math{font-family:'DejaVu Serif',serif}
table{border-collapse:collapse;font-size:20px;margin:6px auto}
td,th{border:2px solid #d97706;padding:6px 12px;text-align:center}
th{background:#fde68a}
.row{display:flex;gap:24px;align-items:center}
.box{background:#fff;border:2px solid #f59e0b;border-radius:12px;padding:10px 18px}
</style></head><body>`;
const foot = `</body></html>`;
const out = (name, body) => writeFileSync(`/tmp/vid/${name}.html`, head + body + foot);

// ---------------- maths: compound interest
const bar = (n) => `<div class="bar"><span>৮ম শ্রেণি · গণিত · মুনাফা</span><span>চক্রবৃদ্ধি মুনাফা · ${n}/৫</span></div>`;
out('ci1', `${bar('১')}<h1>চক্রবৃদ্ধি মুনাফা: মুনাফার ওপরও মুনাফা</h1>
<p><b>সরল মুনাফা:</b> প্রতিবছর মুনাফা হয় শুধু প্রথম আসলের ওপর।</p>
<p><b>চক্রবৃদ্ধি মুনাফা:</b> বছর শেষে পাওয়া মুনাফা আসলের সঙ্গে যোগ হয়ে যায়, আর পরের বছর মুনাফা হিসাব হয় এই বড় আসলের ওপর।</p>
<p>অর্থাৎ মুনাফার ওপরও মুনাফা হয়। ব্যাংকের অনেক সঞ্চয় হিসাবে এভাবেই হিসাব হয়।</p>`);
out('ci2', `${bar('২')}<h2>বছরে বছরে হিসাব: ১০,০০০ টাকা, বার্ষিক ১০% চক্রবৃদ্ধি মুনাফা</h2>
<table><tr><th>বছর</th><th>বছরের শুরুতে আসল</th><th>ঐ বছরের মুনাফা</th><th>বছর শেষে মোট</th><th>সরল মুনাফায় মোট</th></tr>
<tr><td>১ম</td><td>১০,০০০</td><td>১,০০০</td><td>১১,০০০</td><td>১১,০০০</td></tr>
<tr><td>২য়</td><td>১১,০০০</td><td>১,১০০</td><td>১২,১০০</td><td>১২,০০০</td></tr>
<tr><td>৩য়</td><td>১২,১০০</td><td>১,২১০</td><td><b>১৩,৩১০</b></td><td>১৩,০০০</td></tr></table>
<p>চক্রবৃদ্ধিতে প্রতিবছর মুনাফা বাড়ছে, কারণ আগের বছরের মুনাফাও এখন আসলের অংশ। সরল মুনাফায় প্রতিবছর একই ১,০০০ টাকা।</p>`);
const svg = readFileSync(root + 'apps/server/src/seed/content/media/simple-vs-compound-interest.svg', 'utf8')
  .replace(/<svg /, '<svg style="width:440px;height:auto;background:#fff;border-radius:8px" ');
out('ci3', `${bar('৩')}<h2>সরল বনাম চক্রবৃদ্ধি: ৩ বছর পর</h2>
<div class="row"><div>${svg}</div><div style="flex:1">
<p>সরল মুনাফায় প্রতিবছর ১,০০০ টাকা, মোট <b>১৩,০০০</b> টাকা।</p>
<p>চক্রবৃদ্ধি মুনাফায় মোট <b>১৩,৩১০</b> টাকা।</p>
<p>বাড়তি <b>৩১০</b> টাকা এসেছে মুনাফার ওপর মুনাফা থেকে।</p></div></div>`);
out('ci4', `${bar('৪')}<h2>চক্রবৃদ্ধি মূলধনের সূত্র</h2>
<div class="box" style="text-align:center;font-size:52px;margin:4px auto 10px;width:420px"><span class="math"><i>C</i> = <i>P</i>(1 + <i>r</i>)<sup><i>n</i></sup></span></div>
<ul><li><span class="math"><i>P</i></span> = আসল, <span class="math"><i>r</i></span> = বার্ষিক মুনাফার হার (১০% হলে <span class="math">r = 0.1</span>), <span class="math"><i>n</i></span> = বছর</li>
<li><span class="math"><i>C</i></span> = <span class="math"><i>n</i></span> বছর পর চক্রবৃদ্ধি মূলধন; চক্রবৃদ্ধি মুনাফা = <span class="math"><i>C</i> − <i>P</i></span></li>
<li>যাচাই: <span class="math">10000 × (1.1)<sup>3</sup> = 10000 × 1.331 = 13310</span></li></ul>`);
out('ci5', `${bar('৫')}<h1>মনে রাখো</h1>
<ul><li>প্রতিবছর মোট টাকা <span class="math">(1 + <i>r</i>)</span> গুণ হয়।</li>
<li>চক্রবৃদ্ধি মূলধন <span class="math"><i>C</i> = <i>P</i>(1 + <i>r</i>)<sup><i>n</i></sup></span>, চক্রবৃদ্ধি মুনাফা = <span class="math"><i>C</i> − <i>P</i></span>।</li>
<li>প্রথম বছরে সরল ও চক্রবৃদ্ধি মুনাফা সমান; সময় যত বাড়ে, চক্রবৃদ্ধিতে মুনাফা তত বেশি হয়।</li>
<li>হার শতাংশে দেওয়া থাকলে সূত্রে বসানোর আগে দশমিকে লেখো: ৮% = <span class="math">0.08</span>।</li></ul>`);

// ---------------- science: mitosis
const sbar = (n) => `<div class="bar"><span>৮ম শ্রেণি · বিজ্ঞান · জীবের বৃদ্ধি ও বংশগতি</span><span>মাইটোসিস · ${n}/৬</span></div>`;
const C1 = '#2563eb', C2 = '#dc2626';
// chromosome (X): two chromatids crossing at the centromere
const X = (x, y, col, rot = 0) => `<g transform="translate(${x},${y}) rotate(${rot})" stroke="${col}" stroke-width="7" stroke-linecap="round"><line x1="-9" y1="-16" x2="9" y2="16"/><line x1="9" y1="-16" x2="-9" y2="16"/><circle r="4" fill="#111827" stroke="none"/></g>`;
// chromosome seen side on at metaphase: two parallel chromatids
const M = (x, y, col) => `<g stroke="${col}" stroke-width="7" stroke-linecap="round"><line x1="${x - 6}" y1="${y - 16}" x2="${x - 6}" y2="${y + 16}"/><line x1="${x + 6}" y1="${y - 16}" x2="${x + 6}" y2="${y + 16}"/></g><circle cx="${x}" cy="${y}" r="4" fill="#111827"/>`;
// single chromatid moving to a pole: a V pointing towards the pole (dir -1 left, +1 right)
const V = (x, y, col, dir) => `<path d="M${x - dir * 16},${y - 16} L${x},${y} L${x - dir * 16},${y + 16}" fill="none" stroke="${col}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${x}" cy="${y}" r="4" fill="#111827"/>`;
const spindle = (lx, rx, ys, cy = 180) => ys.map((y) => `<path d="M${lx},${cy} Q${(lx + rx) / 2},${y} ${rx},${cy}" fill="none" stroke="#9ca3af" stroke-width="1.5"/>`).join('');
const poles = (lx, rx, cy = 180) => `<circle cx="${lx}" cy="${cy}" r="7" fill="#059669"/><circle cx="${rx}" cy="${cy}" r="7" fill="#059669"/>`;
const label = (x, y, t) => `<text x="${x}" y="${y}" font-size="17" fill="#374151" text-anchor="middle" font-family="Hind Siliguri">${t}</text>`;
const cell = `<ellipse cx="180" cy="180" rx="160" ry="130" fill="#fef3c7" stroke="#b45309" stroke-width="3"/>`;
const draw = (inner) => `<svg width="360" height="360" viewBox="0 0 360 360" style="flex:none;background:#fff;border-radius:12px">${inner}</svg>`;
const slide = (n, title, drawing, text) => `${sbar(n)}<div class="row"><div>${draw(drawing)}</div><div style="flex:1"><h2>${title}</h2>${text}</div></div>`;

out('mi1', slide('১', 'ধাপ ১: প্রোফেজ',
  `${cell}<circle cx="180" cy="180" r="85" fill="#fde68a" stroke="#92400e" stroke-width="2.5"/><circle cx="215" cy="215" r="12" fill="#a16207"/>
  ${X(140, 150, C1, 20)}${X(190, 135, C2, -30)}${X(150, 210, C2, 60)}${X(215, 175, C1, -10)}${label(180, 335, 'নিউক্লিয়াসে ক্রোমোসোম দৃশ্যমান')}`,
  `<p>মাইটোসিসে একটি মাতৃকোষ থেকে সমান ক্রোমোসোমের দুটি অপত্য কোষ তৈরি হয়।</p>
  <p>প্রোফেজে ক্রোমোসোমগুলো কুণ্ডলী পাকিয়ে খাটো ও মোটা হয়, তাই অণুবীক্ষণ যন্ত্রে দেখা যেতে শুরু করে।</p>
  <p>প্রতিটি ক্রোমোসোমের দুটি <b>ক্রোমাটিড</b> স্পষ্ট হয়; তারা <b>সেন্ট্রোমিয়ারে</b> যুক্ত।</p>`));
out('mi2', slide('২', 'ধাপ ২: প্রোমেটাফেজ',
  `${cell}<circle cx="180" cy="180" r="85" fill="none" stroke="#92400e" stroke-width="2" stroke-dasharray="6 8"/>
  ${spindle(40, 320, [40, 100, 150, 210, 260, 320])}${poles(40, 320)}
  ${X(150, 140, C1, 10)}${X(205, 150, C2, -20)}${X(160, 220, C2, 40)}${X(205, 205, C1, -5)}${label(180, 335, 'পর্দা মিলিয়ে যায়, স্পিন্ডল তৈরি হয়')}`,
  `<p>নিউক্লিয়াসের পর্দা (নিউক্লিয়ার মেমব্রেন) ও নিউক্লিওলাস মিলিয়ে যায়।</p>
  <p>কোষের দুই মেরুর মধ্যে সুতার মতো তন্তু দিয়ে <b>স্পিন্ডল যন্ত্র</b> তৈরি হয়।</p>
  <p>ক্রোমোসোমগুলো কোষের মাঝখানের দিকে সরে আসে।</p>`));
out('mi3', slide('৩', 'ধাপ ৩: মেটাফেজ',
  `${cell}${spindle(40, 320, [40, 110, 180, 250, 320])}${poles(40, 320)}
  <line x1="180" y1="60" x2="180" y2="300" stroke="#6b7280" stroke-width="2" stroke-dasharray="5 6"/>
  ${M(180, 105, C1)}${M(180, 155, C2)}${M(180, 205, C2)}${M(180, 255, C1)}${label(180, 335, 'বিষুবীয় তলে এক সারি')}`,
  `<p>সব ক্রোমোসোম কোষের ঠিক মাঝখানে, <b>বিষুবীয় তলে</b> সারি বেঁধে দাঁড়ায়।</p>
  <p>প্রতিটির সেন্ট্রোমিয়ার স্পিন্ডল তন্তুর সঙ্গে যুক্ত থাকে।</p>
  <p>এ ধাপে ক্রোমোসোম সবচেয়ে স্পষ্ট দেখা যায়, তাই ক্রোমোসোম গোনার জন্য মেটাফেজ সবচেয়ে উপযোগী।</p>`));
out('mi4', slide('৪', 'ধাপ ৪: অ্যানাফেজ',
  `<ellipse cx="180" cy="180" rx="168" ry="120" fill="#fef3c7" stroke="#b45309" stroke-width="3"/>${spindle(25, 335, [70, 130, 230, 290])}${poles(25, 335)}
  ${V(95, 120, C1, -1)}${V(95, 160, C2, -1)}${V(95, 200, C2, -1)}${V(95, 240, C1, -1)}
  ${V(265, 120, C1, 1)}${V(265, 160, C2, 1)}${V(265, 200, C2, 1)}${V(265, 240, C1, 1)}
  <text x="180" y="186" font-size="30" text-anchor="middle" fill="#6b7280">⟵ ⟶</text>${label(180, 335, 'ক্রোমাটিড বিপরীত মেরুর দিকে')}`,
  `<p>প্রতিটি সেন্ট্রোমিয়ার দুই ভাগ হয়ে যায়।</p>
  <p>দুটি ক্রোমাটিড আলাদা হয়ে দুটি <b>অপত্য ক্রোমোসোম</b> হিসেবে বিপরীত দুই মেরুর দিকে সরে যায়।</p>
  <p>সরার সময় এদের ইংরেজি V, L, J বা I অক্ষরের মতো দেখায়।</p>`));
const peanut = `<path d="M180,95 C130,55 15,70 15,180 C15,290 130,305 180,265 C230,305 345,290 345,180 C345,70 230,55 180,95 Z" fill="#fef3c7" stroke="#b45309" stroke-width="3"/>`;
const thread = (x, y, col) => `<path d="M${x - 14},${y} q7,-12 14,0 t14,0" fill="none" stroke="${col}" stroke-width="3" stroke-linecap="round"/>`;
const nuc = (cx) => `<circle cx="${cx}" cy="180" r="48" fill="#fde68a" stroke="#92400e" stroke-width="2.5"/><circle cx="${cx + 18}" cy="200" r="8" fill="#a16207"/>${thread(cx - 8, 158, C1)}${thread(cx + 6, 172, C2)}${thread(cx - 12, 192, C2)}${thread(cx + 4, 208, C1)}`;
out('mi5', slide('৫', 'ধাপ ৫: টেলোফেজ',
  `${peanut}${nuc(95)}${nuc(265)}${label(180, 335, 'দুই মেরুতে দুটি নতুন নিউক্লিয়াস')}`,
  `<p>অপত্য ক্রোমোসোমগুলো দুই মেরুতে পৌঁছে আবার সরু ও লম্বা হয়।</p>
  <p>নিউক্লিয়ার পর্দা ও নিউক্লিওলাস আবার দেখা দেয়।</p>
  <p>ফলে দুই মেরুতে <b>দুটি নতুন নিউক্লিয়াস</b> তৈরি হয়।</p>`));
const small = (cx) => `<circle cx="${cx}" cy="180" r="78" fill="#fef3c7" stroke="#b45309" stroke-width="3"/>${nuc(cx)}`;
out('mi6', slide('৬', 'শেষে: সাইটোকাইনেসিস',
  `${small(92)}${small(268)}${label(180, 300, 'দুটি অপত্য কোষ')}${label(180, 325, 'ক্রোমোসোম সংখ্যা মাতৃকোষের সমান')}`,
  `<p>এবার সাইটোপ্লাজম ভাগ হয়। প্রাণীকোষে কোষপর্দা মাঝ বরাবর খাঁজ হয়ে দুই ভাগ হয়; উদ্ভিদকোষে মাঝখানে <b>কোষপ্লেট</b> তৈরি হয়।</p>
  <p style="font-size:20px">ক্রম: প্রোফেজ → প্রোমেটাফেজ → মেটাফেজ → অ্যানাফেজ → টেলোফেজ, তারপর সাইটোকাইনেসিস।</p>`));
