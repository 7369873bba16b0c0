#!/usr/bin/env node
// Validates the seed content under this folder (no dependencies, plain Node >= 18).
//
//   node apps/server/src/seed/content/check-content.mjs
//
// Checks every chapter folder class-<N>/<subject-slug>/<NN>-<slug>/ :
//   - chapter.json parses and has the required fields and types;
//   - the title is exactly the NN-th chapter title of that class and subject in
//     curriculum-chapters.json;
//   - every topic file exists, is non-empty, has no H1, has the required sections
//     and a word count in range; every /media/ reference exists;
//   - $...$ and $$...$$ are balanced in markdown and in every quiz string (\$ ignored),
//     and display maths sits on its own lines;
//   - each quiz question has exactly 4 options and exactly one correct one;
//   - media SVGs are small, have a viewBox and no scripts, handlers or external refs;
//   - a /media/ videoUrl names a committed .mp4 file under media/ smaller than 1 MB;
//   - every formula parses with KaTeX (the options the app renders with);
//   - the chapter's "checks" recompute every number of its worked examples, answer lists and
//     quiz keys, and no such number is left without a check (check-numbers.mjs).
// Checks every subject folder: at least one chapter, a topic with an image and one with a video
// (or a described wanted video); class 8 maths and science have every chapter of their book
// (check-subjects.mjs).
// Exits with status 1 when any error is found.
//
// Chapter titles come from curriculum-chapters.json in ../../../../../../shared/data/ relative
// to this script (/work/shared/data/ in the workspace); when that file does not exist, from
// the path in CURRICULUM_JSON, else from the server's copy, ../curriculum.json.

import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';
import { checkChapterNumbers } from './check-numbers.mjs';
import { subjectProblems } from './check-subjects.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
const MEDIA_DIR = join(ROOT, 'media');

const SUBJECTS = {
  math: 'গণিত',
  science: 'বিজ্ঞান',
  bangla: 'বাংলা',
  english: 'ইংরেজি',
  bgs: 'বাংলাদেশ ও বিশ্বপরিচয়',
  islam: 'ইসলাম ও নৈতিক শিক্ষা',
};
const CONTENT_TYPES = new Set(['text', 'mixed', 'video']);
const TOPIC_KEYS = new Set(['file', 'name', 'description', 'contentType', 'durationMinutes', 'videoUrl', 'imageUrl', 'videoNeeded']);
const CHAPTER_KEYS = new Set(['title', 'description', 'topics', 'quiz', 'checks']);
const QUIZ_KEYS = new Set(['title', 'description', 'timeLimitSeconds', 'passingScore', 'questions']);
const REQUIRED_SECTIONS = ['উদাহরণ', 'মনে রাখো', 'অনুশীলনী', 'উত্তর'];
const MIN_WORDS = 300;
const MAX_WORDS = 900;
const MAX_SVG_BYTES = 15 * 1024;
const MAX_VIDEO_BYTES = 1024 * 1024;
const VIDEO_FILE = /\.mp4$/;
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?[^\s]*)?$/;

const errors = [];
const warnings = [];
const rel = (p) => relative(process.cwd(), p) || '.';
const err = (where, msg) => errors.push(`${where}: ${msg}`);
const warn = (where, msg) => warnings.push(`${where}: ${msg}`);
const isNonEmptyString = (v) => typeof v === 'string' && v.trim().length > 0;

// ---------------------------------------------------------------- curriculum
function loadCurriculum() {
  // The workspace's source data when this checkout sits in the workspace, else CURRICULUM_JSON,
  // else the server's own copy (seed.test.ts proves it equal to the source wherever both exist).
  const candidates = [
    resolve(ROOT, '../../../../../../shared/data/curriculum-chapters.json'),
    process.env.CURRICULUM_JSON ? resolve(process.env.CURRICULUM_JSON) : '',
    resolve(ROOT, '../curriculum.json'),
  ];
  const path = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!path) {
    console.error(`No curriculum found (looked at ${candidates.filter(Boolean).join(', ')}); set CURRICULUM_JSON.`);
    process.exit(2);
  }
  try {
    return { path, data: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (e) {
    console.error(`Cannot parse ${path}: ${e.message}`);
    process.exit(2);
  }
}

/** A class's subject's chapter titles: `{ chapters: [...] }` in the source data, a plain list in the server's copy. */
function chapterTitles(curriculum, classNo, subjectName) {
  const entry = curriculum.classes?.[classNo]?.[subjectName];
  return Array.isArray(entry) ? entry : entry?.chapters;
}

// ---------------------------------------------------------------- maths delimiters
function stripCode(text) {
  return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** Checks $ / $$ balance in a markdown document; returns a list of problems. */
function checkMarkdownMath(md) {
  const problems = [];
  const lines = stripCode(md).replace(/\\\$/g, '').split('\n');
  let inDisplay = false;
  let displayStart = 0;
  lines.forEach((line, i) => {
    const n = i + 1;
    const t = line.trim();
    if (inDisplay) {
      if (t === '$$') inDisplay = false;
      else if (t.includes('$')) problems.push(`line ${n}: '$' inside a $$ display block`);
      return;
    }
    if (t === '$$') {
      inDisplay = true;
      displayStart = n;
      return;
    }
    if (t.includes('$$')) {
      const inner = t.slice(2, -2);
      if (t.startsWith('$$') && t.endsWith('$$') && t.length > 4 && !inner.includes('$')) return;
      problems.push(`line ${n}: $$ display maths must be on its own line(s)`);
      return;
    }
    const count = (t.match(/\$/g) || []).length;
    if (count % 2 !== 0) problems.push(`line ${n}: unbalanced inline $ (${count} found)`);
    for (const m of t.matchAll(/\$([^$]*)\$/g)) {
      if (m[1].trim() === '') problems.push(`line ${n}: empty inline maths`);
    }
  });
  if (inDisplay) problems.push(`line ${displayStart}: $$ display block is never closed`);
  return problems;
}

/** Checks $ / $$ balance in a single string (quiz text). */
function checkStringMath(s) {
  const t = s.replace(/\\\$/g, '');
  const doubles = (t.match(/\$\$/g) || []).length;
  if (doubles % 2 !== 0) return 'unbalanced $$';
  const singles = (t.replace(/\$\$[\s\S]*?\$\$/g, '').match(/\$/g) || []).length;
  if (singles % 2 !== 0) return 'unbalanced $';
  return null;
}

// The app's KaTeX options for lessons (packages/ui/src/components/math/renderTex.ts).
const KATEX_OPTIONS = { throwOnError: true, trust: false, maxExpand: 1000, maxSize: 20, strict: 'ignore' };

/** The formulas of a text ($$ blocks, whole-line $$…$$ and inline $…$), code and \$ left out. */
function formulas(text) {
  const found = [];
  let display = null;
  for (const line of stripCode(text).replace(/\\\$/g, '').split('\n')) {
    const t = line.trim();
    if (display !== null) {
      if (t === '$$') {
        found.push({ tex: display.join('\n'), displayMode: true });
        display = null;
      } else display.push(line);
      continue;
    }
    if (t === '$$') {
      display = [];
      continue;
    }
    for (const m of t.matchAll(/\$\$([^$]+)\$\$/g)) found.push({ tex: m[1], displayMode: true });
    for (const m of t.replace(/\$\$[^$]+\$\$/g, ' ').matchAll(/\$([^$]+)\$/g)) found.push({ tex: m[1], displayMode: false });
  }
  return found;
}

/** KaTeX's complaints about a text's formulas. */
function checkFormulas(text) {
  const problems = [];
  for (const { tex, displayMode } of formulas(text)) {
    try {
      katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode });
    } catch (e) {
      problems.push(`KaTeX cannot render "${tex.trim().slice(0, 60)}": ${e.message.replace(/^KaTeX parse error: /, '')}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- markdown checks
function countWords(md) {
  const prose = stripCode(md)
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' x ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[#>*_|`~-]/g, ' ');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function mediaRefs(md) {
  const refs = [];
  for (const m of md.matchAll(/\]\((\/media\/[^)\s]+)(?:\s+"[^"]*")?\)/g)) refs.push(m[1]);
  for (const m of md.matchAll(/["'(](\/media\/[A-Za-z0-9._-]+)/g)) if (!refs.includes(m[1])) refs.push(m[1]);
  return refs;
}

function mediaExists(url) {
  if (!/^\/media\/[A-Za-z0-9._-]+$/.test(url)) return false;
  return existsSync(join(MEDIA_DIR, url.slice('/media/'.length)));
}

const referencedMedia = new Set();

function checkTopicMarkdown(where, path) {
  const md = readFileSync(path, 'utf8');
  if (md.trim().length === 0) {
    err(where, 'topic file is empty');
    return { md, images: [] };
  }
  if (/^#\s/m.test(stripCode(md))) err(where, 'uses an H1 heading; headings start at ##');
  const delimiterProblems = checkMarkdownMath(md);
  for (const p of delimiterProblems) err(where, p);
  if (delimiterProblems.length === 0) for (const p of checkFormulas(md)) err(where, p);
  if (/<\s*script|javascript:|\son[a-z]+\s*=/i.test(md)) err(where, 'contains script, javascript: URL or event handler');
  else if (/<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/i.test(stripCode(md))) warn(where, 'contains raw HTML (it will be sanitised away)');
  for (const section of REQUIRED_SECTIONS) {
    const re = new RegExp(`^#{2,6}\\s+.*${section}`, 'm');
    if (!re.test(md)) err(where, `missing a heading containing "${section}"`);
  }
  const words = countWords(md);
  if (words < MIN_WORDS || words > MAX_WORDS) err(where, `${words} words (expected ${MIN_WORDS}–${MAX_WORDS})`);
  const images = [];
  for (const ref of mediaRefs(md)) {
    referencedMedia.add(ref);
    if (!mediaExists(ref)) err(where, `media reference ${ref} does not exist`);
    images.push(ref);
  }
  for (const m of md.matchAll(/!\[([^\]]*)\]\(([^)\s]+)/g)) {
    if (!m[1].trim()) err(where, `image ${m[2]} has no alt text`);
    if (!m[2].startsWith('/media/')) err(where, `image ${m[2]} is not a local /media/ file`);
  }
  return { md, images, words };
}

// ---------------------------------------------------------------- chapter checks
function checkChapter(dir, classNo, subjectSlug, curriculum, stats) {
  const folder = dir.split(/[\\/]/).pop();
  const where = rel(dir);
  const m = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(folder);
  if (!m) err(where, 'folder name must be <NN>-<ascii-slug>');
  const position = m ? Number(m[1]) : NaN;

  const jsonPath = join(dir, 'chapter.json');
  if (!existsSync(jsonPath)) {
    err(where, 'chapter.json is missing');
    return;
  }
  let ch;
  try {
    ch = JSON.parse(readFileSync(jsonPath, 'utf8'));
  } catch (e) {
    err(rel(jsonPath), `does not parse: ${e.message}`);
    return;
  }
  const jw = rel(jsonPath);
  if (typeof ch !== 'object' || ch === null || Array.isArray(ch)) {
    err(jw, 'must be a JSON object');
    return;
  }
  for (const k of Object.keys(ch)) if (!CHAPTER_KEYS.has(k)) warn(jw, `unknown field "${k}"`);

  // title against the curriculum
  const subjectName = SUBJECTS[subjectSlug];
  const list = chapterTitles(curriculum, classNo, subjectName);
  if (!isNonEmptyString(ch.title)) err(jw, 'title is missing');
  else if (!Array.isArray(list)) err(jw, `no chapter list for class ${classNo} ${subjectName} in curriculum-chapters.json`);
  else if (list[position - 1] !== ch.title) {
    const at = list.indexOf(ch.title);
    err(jw, at >= 0
      ? `title "${ch.title}" is chapter ${String(at + 1).padStart(2, '0')} in the curriculum, but the folder says ${folder.slice(0, 2)}`
      : `title "${ch.title}" is not a class ${classNo} ${subjectName} chapter title (expected "${list[position - 1] ?? '?'}")`);
  }
  if (!isNonEmptyString(ch.description)) err(jw, 'description is missing');
  // titles, names and descriptions are shown as plain text, so they must not contain maths markup
  const plain = (w, field, v) => {
    if (typeof v === 'string' && v.replace(/\\\$/g, '').includes('$')) err(w, `${field} is plain text: no $ maths here`);
  };
  plain(jw, 'title', ch.title);
  plain(jw, 'description', ch.description);
  plain(`${jw} quiz`, 'title', ch.quiz?.title);
  plain(`${jw} quiz`, 'description', ch.quiz?.description);
  for (const [i, t] of (Array.isArray(ch.topics) ? ch.topics : []).entries()) {
    for (const f of ['name', 'description', 'videoNeeded']) plain(`${jw} topics[${i}]`, f, t?.[f]);
  }

  // topics
  const chapterStat = { folder: `class-${classNo}/${subjectSlug}/${folder}`, position, title: ch.title, topics: [], questions: 0, checks: 0, facts: 0 };
  const topicTexts = [];
  if (!Array.isArray(ch.topics)) err(jw, 'topics must be an array');
  else {
    if (ch.topics.length < 3 || ch.topics.length > 5) err(jw, `${ch.topics.length} topics (expected 3–5)`);
    const seen = new Set();
    ch.topics.forEach((t, i) => {
      const tw = `${jw} topics[${i}]`;
      if (typeof t !== 'object' || t === null) {
        err(tw, 'must be an object');
        return;
      }
      for (const k of Object.keys(t)) if (!TOPIC_KEYS.has(k)) warn(tw, `unknown field "${k}"`);
      if (!isNonEmptyString(t.file) || !/^\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(t.file)) err(tw, 'file must look like 01-some-slug.md');
      else {
        if (Number(t.file.slice(0, 2)) !== i + 1) err(tw, `file ${t.file} should start with ${String(i + 1).padStart(2, '0')}`);
        if (seen.has(t.file)) err(tw, `duplicate file ${t.file}`);
        seen.add(t.file);
      }
      if (!isNonEmptyString(t.name)) err(tw, 'name is missing');
      if (!isNonEmptyString(t.description)) err(tw, 'description is missing');
      if (!CONTENT_TYPES.has(t.contentType)) err(tw, `contentType must be one of ${[...CONTENT_TYPES].join(', ')}`);
      if (!Number.isInteger(t.durationMinutes) || t.durationMinutes < 5 || t.durationMinutes > 20) err(tw, 'durationMinutes must be an integer 5–20');

      let hasVideo = false;
      if (t.videoUrl !== undefined) {
        if (typeof t.videoUrl !== 'string') err(tw, 'videoUrl must be a string');
        else if (t.videoUrl === '') {
          if (!isNonEmptyString(t.videoNeeded)) err(tw, 'videoUrl is empty: videoNeeded must describe the video to attach');
          hasVideo = true;
        } else if (t.videoUrl.startsWith('/media/')) {
          if (!VIDEO_FILE.test(t.videoUrl)) err(tw, `videoUrl ${t.videoUrl} must be an .mp4 file under media/`);
          else if (!mediaExists(t.videoUrl)) err(tw, `videoUrl ${t.videoUrl} does not exist`);
          referencedMedia.add(t.videoUrl);
          hasVideo = true;
        } else if (!YOUTUBE_EMBED.test(t.videoUrl)) err(tw, 'videoUrl must be a youtube-nocookie embed URL, a /media/ file or ""');
        else hasVideo = true;
      }
      if (t.videoNeeded !== undefined && t.videoUrl !== '') warn(tw, 'videoNeeded is set but videoUrl is not empty');
      if (t.contentType === 'video' && !hasVideo) err(tw, 'contentType "video" needs videoUrl (or videoUrl "" with videoNeeded)');
      if (hasVideo && t.contentType === 'text') err(tw, 'has a video but contentType is "text"');

      let hasImage = false;
      if (t.imageUrl !== undefined) {
        if (!isNonEmptyString(t.imageUrl) || !mediaExists(t.imageUrl)) err(tw, `imageUrl ${t.imageUrl} does not exist under media/`);
        else {
          referencedMedia.add(t.imageUrl);
          hasImage = true;
        }
        if (t.contentType === 'text') err(tw, 'has imageUrl but contentType is "text" (use "mixed")');
      }

      let words = 0;
      if (isNonEmptyString(t.file)) {
        const p = join(dir, t.file);
        if (!existsSync(p)) err(tw, `topic file ${t.file} does not exist`);
        else {
          const res = checkTopicMarkdown(rel(p), p);
          topicTexts.push({ file: t.file, markdown: res.md });
          words = res.words ?? 0;
          if (res.images.length) hasImage = true;
          if (t.imageUrl && !res.images.includes(t.imageUrl)) warn(tw, `imageUrl ${t.imageUrl} is not shown in the markdown`);
        }
      }
      chapterStat.topics.push({ name: t.name, file: t.file, contentType: t.contentType, words, hasImage, hasVideo });
      if (hasImage) stats.images += 1;
      if (hasVideo) stats.videos += 1;
    });
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    for (const f of files) if (!seen.has(f)) warn(where, `${f} is not listed in chapter.json`);
  }

  // quiz
  const q = ch.quiz;
  const qw = `${jw} quiz`;
  if (typeof q !== 'object' || q === null) err(qw, 'quiz is missing');
  else {
    for (const k of Object.keys(q)) if (!QUIZ_KEYS.has(k)) warn(qw, `unknown field "${k}"`);
    if (!isNonEmptyString(q.title)) err(qw, 'title is missing');
    if (!isNonEmptyString(q.description)) err(qw, 'description is missing');
    if (!Number.isInteger(q.timeLimitSeconds) || q.timeLimitSeconds <= 0) err(qw, 'timeLimitSeconds must be a positive integer');
    if (!Number.isInteger(q.passingScore) || q.passingScore < 0 || q.passingScore > 100) err(qw, 'passingScore must be an integer 0–100');
    if (!Array.isArray(q.questions)) err(qw, 'questions must be an array');
    else {
      if (q.questions.length < 10 || q.questions.length > 15) err(qw, `${q.questions.length} questions (expected 10–15)`);
      const positions = [];
      const texts = new Set();
      q.questions.forEach((qq, i) => {
        const w = `${qw}.questions[${i}]`;
        if (!isNonEmptyString(qq?.question)) err(w, 'question text is missing');
        else {
          if (texts.has(qq.question)) err(w, 'duplicate question');
          texts.add(qq.question);
          const p = checkStringMath(qq.question);
          if (p) err(w, `question: ${p}`);
          else for (const f of checkFormulas(qq.question)) err(w, `question: ${f}`);
        }
        if (!isNonEmptyString(qq?.explanation)) err(w, 'explanation is missing');
        else {
          const p = checkStringMath(qq.explanation);
          if (p) err(w, `explanation: ${p}`);
          else for (const f of checkFormulas(qq.explanation)) err(w, `explanation: ${f}`);
        }
        if (!Array.isArray(qq?.options) || qq.options.length !== 4) {
          err(w, 'must have exactly 4 options');
          return;
        }
        const optTexts = new Set();
        qq.options.forEach((o, j) => {
          if (!isNonEmptyString(o?.text)) err(w, `option ${j + 1} text is missing`);
          else {
            if (optTexts.has(o.text.trim())) err(w, `option ${j + 1} repeats another option`);
            optTexts.add(o.text.trim());
            const p = checkStringMath(o.text);
            if (p) err(w, `option ${j + 1}: ${p}`);
            else if (o.text.replace(/\\\$/g, '').includes('$')) warn(w, `option ${j + 1} uses $ maths; options read best as plain text (e.g. 3n + 1, 6.67 × 10⁻¹¹)`);
          }
          if (typeof o?.isCorrect !== 'boolean') err(w, `option ${j + 1} isCorrect must be true or false`);
        });
        const correct = qq.options.filter((o) => o?.isCorrect === true).length;
        if (correct !== 1) err(w, `has ${correct} correct options (expected exactly 1)`);
        positions.push(qq.options.findIndex((o) => o?.isCorrect === true));
      });
      if (positions.length >= 4 && new Set(positions).size < 3) warn(qw, `correct answers sit in too few positions (${positions.map((p) => p + 1).join(',')})`);
      chapterStat.questions = q.questions.length;
    }
  }
  const numbers = checkChapterNumbers(ch.checks, topicTexts, Array.isArray(q?.questions) ? q.questions : []);
  for (const e of numbers.errors) err(jw, e);
  chapterStat.checks = numbers.checked;
  chapterStat.facts = numbers.facts;
  stats.chapters.push(chapterStat);
}

// ---------------------------------------------------------------- media checks
function checkMedia() {
  if (!existsSync(MEDIA_DIR)) return;
  for (const f of readdirSync(MEDIA_DIR)) {
    const p = join(MEDIA_DIR, f);
    const w = rel(p);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*\.(svg|png|jpg|jpeg|webp|mp4|webm)$/.test(f)) err(w, 'media file names are lower-case ASCII slugs with a known extension');
    if (!referencedMedia.has(`/media/${f}`)) warn(w, 'not referenced by any topic');
    if (VIDEO_FILE.test(f)) {
      const size = statSync(p).size;
      if (size >= MAX_VIDEO_BYTES) err(w, `${size} bytes (videos must be < ${MAX_VIDEO_BYTES})`);
      continue;
    }
    if (!f.endsWith('.svg')) continue;
    const size = statSync(p).size;
    if (size >= MAX_SVG_BYTES) err(w, `${size} bytes (must be < ${MAX_SVG_BYTES})`);
    const svg = readFileSync(p, 'utf8');
    if (!/<svg[^>]*\sviewBox="[^"]+"/.test(svg)) err(w, 'root <svg> has no viewBox');
    if (!/<title[^>]*>[^<]+<\/title>/.test(svg)) warn(w, 'no <title> for accessibility');
    if (/<script|<foreignObject|javascript:/i.test(svg)) err(w, 'contains script, foreignObject or javascript:');
    if (/\son[a-z]+\s*=/i.test(svg)) err(w, 'contains an event handler attribute');
    if (/(?:xlink:)?href\s*=\s*"(?!#)/i.test(svg) || /url\(\s*['"]?(?!#)/i.test(svg) || /@import/i.test(svg)) err(w, 'references an external resource');
  }
}

// ---------------------------------------------------------------- main
const { path: curriculumPath, data: curriculum } = loadCurriculum();
const stats = { chapters: [], images: 0, videos: 0 };
const perSubject = {};

for (const classDir of readdirSync(ROOT).filter((d) => /^class-\d+$/.test(d)).sort()) {
  const classNo = classDir.slice('class-'.length);
  for (const subjectSlug of readdirSync(join(ROOT, classDir)).sort()) {
    const sdir = join(ROOT, classDir, subjectSlug);
    if (!statSync(sdir).isDirectory()) continue;
    if (!SUBJECTS[subjectSlug]) {
      err(rel(sdir), `unknown subject slug (known: ${Object.keys(SUBJECTS).join(', ')})`);
      continue;
    }
    const key = `class-${classNo}/${subjectSlug}`;
    const before = { ch: stats.chapters.length, img: stats.images, vid: stats.videos };
    for (const chapterDir of readdirSync(sdir).sort()) {
      const cdir = join(sdir, chapterDir);
      if (statSync(cdir).isDirectory()) checkChapter(cdir, classNo, subjectSlug, curriculum, stats);
    }
    perSubject[key] = {
      key,
      positions: stats.chapters.slice(before.ch).map((c) => c.position),
      images: stats.images - before.img,
      videos: stats.videos - before.vid,
      bookLength: chapterTitles(curriculum, classNo, SUBJECTS[subjectSlug])?.length,
    };
  }
}
for (const [key, s] of Object.entries(perSubject)) for (const p of subjectProblems(s)) err(key, p);
checkMedia();

console.log(`curriculum: ${curriculumPath}`);
for (const c of stats.chapters) {
  console.log(`\n${c.folder}  "${c.title}"  (${c.topics.length} topics, ${c.questions} quiz questions, ${c.checks} numbers recomputed, ${c.facts} facts)`);
  for (const t of c.topics) {
    const tags = [t.contentType, t.hasImage ? 'image' : '', t.hasVideo ? 'video' : ''].filter(Boolean).join(', ');
    console.log(`  - ${t.file}  ${t.name}  [${tags}; ${t.words} words]`);
  }
}
console.log('');
for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`ERROR: ${e}`);
console.log(`\n${stats.chapters.length} chapters, ${stats.chapters.reduce((n, c) => n + c.topics.length, 0)} topics, ${stats.images} with images, ${stats.videos} with video; ${errors.length} error(s), ${warnings.length} warning(s).`);
if (errors.length === 0) console.log('OK: no problems found.');
process.exit(errors.length ? 1 : 0);
