// KaTeX's stylesheet (from @study/ui's build), for the topic editor's maths preview. A module of
// its own, loaded with the topics page only, so no other admin page (or story) needs it.
import '@study/ui/katex.css';
