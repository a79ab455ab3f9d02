import { escapeHtml as e } from './html-escape';

export interface EmailContent {
  /** The preview line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the card: why you got this, what to do if it was not you. */
  footnote?: string;
}

const NAVY = '#0b1633';
const ACCENT = '#2541c4';
const TEXT = '#1f2a44';
const MUTED = '#4a5572';
const PAGE = '#f4f6fb';
const FONT = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;

const safeUrl = (url: string): string => {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`mail links must be http(s), got ${protocol}`);
  return url;
};

// Table-based with a VML twin for Outlook, so the button stays a button in every client.
const button = (label: string, url: string) => {
  const width = Math.max(200, label.length * 10 + 56);
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td align="center" bgcolor="${ACCENT}" style="border-radius:8px;">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${e(url)}" style="height:48px;v-text-anchor:middle;width:${width}px;" arcsize="17%" stroke="f" fillcolor="${ACCENT}"><w:anchorlock/><center style="color:#ffffff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">${e(label)}</center></v:roundrect><![endif]-->
<!--[if !mso]><!--><a href="${e(url)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;background:${ACCENT};">${e(label)}</a><!--<![endif]-->
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${e(url)}" style="color:${ACCENT};word-break:break-all;">${e(url)}</a></p>`;
};

const html = (c: EmailContent) => `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(c.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${e(c.preheader)}${'&#8199;&#65279;&#847; '.repeat(30)}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="${PAGE}" style="background:${PAGE};"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:600px;border-radius:12px;overflow:hidden;background:#ffffff;">
<tr><td bgcolor="${NAVY}" style="background:${NAVY};padding:24px 32px;font-family:${FONT};font-size:22px;font-weight:800;letter-spacing:-0.3px;color:#ffffff;">Next<span style="color:#9db0ff;">Level</span></td></tr>
<tr><td style="padding:32px;font-family:${FONT};color:${TEXT};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:700;color:${NAVY};">${e(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:26px;">${e(p)}</p>`).join('\n')}
${c.action ? button(c.action.label, safeUrl(c.action.url)) : ''}
</td></tr>
</table>
${c.footnote ? `<p style="max-width:560px;margin:20px auto 0;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};text-align:center;">${e(c.footnote)}</p>` : ''}
</td></tr></table>
</body>
</html>
`;

const text = (c: EmailContent) =>
  [
    'NextLevel',
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.footnote ? ['--', c.footnote, ''] : []),
  ].join('\n');

/** The one look of every NextLevel e-mail: a branded, accessible HTML version and its plain-text twin. */
export const renderEmail = (content: EmailContent): { html: string; text: string } => ({ html: html(content), text: text(content) });
