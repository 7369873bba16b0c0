// The opt-in global styles, shipped as `@study/ui/reset.css`: a zero-specificity reset, the body's
// font, colours and background, the focus ring, and reduced motion for every element. An app built
// on @study/ui imports it once; a host page that only embeds components leaves it out and keeps
// its own body and motion.
import './theme/global.css';
