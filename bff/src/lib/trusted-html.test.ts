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
