import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml, truncateText } from './trusted-html';

describe('sanitizeHtml', () => {
  it('keeps the semantic markup of CMS pages', () => {
    const html = '<h2>Delivery</h2><p>Order by <strong>16:00</strong>. <a href="/contact" title="Contact">Ask us</a></p><table><tr><th scope="col">Service</th></tr></table><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><style>p{}</style><iframe src="//x"></iframe><a href="javascript:steal()">x</a><img src="/a.png" onerror="steal()">',
    );
    expect(clean).toBe('<p>Hi</p><a href>x</a><img src="/a.png">');
  });

  it.each([
    ['<svg><script>steal()</script></svg><p>Rest</p>', '<p>Rest</p>'],
    ['<math><mi>x</mi><math><mn>2</mn></math></math><p>Rest</p>', '<p>Rest</p>'],
    ['<p>A</p><svg><svg>inner</svg>between</svg><p>B</p>', '<p>A</p><p>B</p>'],
    ['<script><script>x</script></script><p>Rest</p>', '<p>Rest</p>'],
    ['<embed src="/x.swf"><svg/><p>Rest</p>', '<p>Rest</p>'],
    ['<p>Kept</p><script>never closed <p>swallowed</p>', '<p>Kept</p>'],
  ])('drops code and foreign documents inside one another without a trace: %s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
    expect(htmlToText(html)).toBe(htmlToText(clean));
  });
});

describe('htmlToText and truncateText', () => {
  it('turns HTML into one line of plain text, with entities decoded and blocks apart', () => {
    expect(htmlToText('<p>Cards &amp; flyers&nbsp;&lt;3</p><h2>Next</h2><script>x()</script>')).toBe('Cards & flyers <3 Next');
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const text = 'Same-day printing in London with free UK delivery and a 16:00 cut-off every day of the week';
    expect(truncateText(text, 40)).toBe('Same-day printing in London with free…');
    expect(truncateText('Short', 40)).toBe('Short');
  });
});
