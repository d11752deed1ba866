import { type CSSProperties, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguage } from "#app/i18n/site-languages.ts";

// Rendered by React so every value is escaped; styles inline, the one kind every mail program keeps.
// In the language the mail is written in (the outbox writes each in its fan's).

export interface MailLink {
  label: string;
  url: string;
  primary?: boolean;
}

export type MailPart =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; link: MailLink }
  | { kind: "show"; heading: string; lines: string[]; links: MailLink[] };

export interface MailBody {
  title: string;
  heading: string;
  parts: MailPart[];
  /** No unsubscribe link: a band member's sign-in mail, asked for by them. */
  footer: {
    reason: string;
    unsubscribeUrl: string | null;
    sender: string;
    /** Its words when the link stops less than everything (a reminder's: "Stop this reminder"). */
    unsubscribeLabel?: string;
    /** Links after it: a reminder's "Stop every e-mail". */
    more?: MailLink[];
  };
}

export function renderText(body: MailBody): string {
  const blocks = [body.heading, ...body.parts.map(partText)];
  const { reason, unsubscribeUrl, sender, unsubscribeLabel, more = [] } = body.footer;
  const footer = [
    reason,
    ...(unsubscribeUrl ? [`${unsubscribeLabel ?? m.mail_unsubscribe_now()}: ${unsubscribeUrl}`] : []),
    ...more.map(linkText),
    sender,
  ].join("\n");
  return `${blocks.join("\n\n")}\n\n-- \n${footer}\n`;
}

const linkText = (link: MailLink) => `${link.label}: ${link.url}`;

function partText(part: MailPart): string {
  switch (part.kind) {
    case "paragraph":
      return part.text;
    case "action":
      return linkText(part.link);
    case "show":
      return [part.heading.toUpperCase(), ...part.lines, ...part.links.map(linkText)].join("\n");
  }
}

export function renderHtml(body: MailBody): string {
  return `<!doctype html>${renderToStaticMarkup(<MailDocument body={body} />)}`;
}

const INK = "#111111";
const QUIET = "#555555";
const style = {
  body: { margin: 0, padding: 0, background: "#ffffff", color: INK },
  page: {
    maxWidth: "560px",
    margin: "0 auto",
    padding: "24px 16px",
    fontFamily: "Helvetica, Arial, sans-serif",
    fontSize: "16px",
    lineHeight: 1.5,
  },
  heading: { fontSize: "24px", lineHeight: 1.25, margin: "0 0 16px" },
  paragraph: { margin: "0 0 16px" },
  button: {
    display: "inline-block",
    padding: "12px 20px",
    background: INK,
    color: "#ffffff",
    fontWeight: "bold",
    textDecoration: "none",
  },
  show: { margin: "0 0 20px", padding: "12px 0 0", borderTop: "1px solid #dddddd" },
  showHeading: { fontSize: "18px", margin: "0 0 4px" },
  line: { margin: 0 },
  links: { margin: "8px 0 0" },
  link: { display: "inline-block", whiteSpace: "nowrap", color: INK, margin: "4px 16px 4px 0" },
  footer: { margin: "24px 0 0", paddingTop: "12px", borderTop: "1px solid #dddddd", color: QUIET },
  small: { margin: "0 0 8px", fontSize: "13px" },
} satisfies Record<string, CSSProperties>;

function MailDocument({ body }: { body: MailBody }) {
  const { reason, unsubscribeUrl, sender, unsubscribeLabel, more = [] } = body.footer;
  return (
    <html lang={currentLanguage()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{body.title}</title>
      </head>
      <body style={style.body}>
        <div style={style.page}>
          <h1 style={style.heading}>{body.heading}</h1>
          {body.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
          <div style={style.footer}>
            <p style={style.small}>
              {reason}
              {unsubscribeUrl && (
                <>
                  {" "}
                  <a href={unsubscribeUrl} style={{ color: QUIET }}>
                    {unsubscribeLabel ?? m.mail_unsubscribe_now()}
                  </a>
                </>
              )}
              {more.map((link) => (
                <Fragment key={link.url}>
                  {" · "}
                  <a href={link.url} style={{ color: QUIET }}>
                    {link.label}
                  </a>
                </Fragment>
              ))}
            </p>
            <p style={style.small}>{sender}</p>
          </div>
        </div>
      </body>
    </html>
  );
}

function Part({ part }: { part: MailPart }) {
  switch (part.kind) {
    case "paragraph":
      return <p style={style.paragraph}>{part.text}</p>;
    case "action":
      return (
        <p style={style.paragraph}>
          <a href={part.link.url} style={style.button}>
            {part.link.label}
          </a>
        </p>
      );
    case "show":
      return (
        <div style={style.show}>
          <h2 style={style.showHeading}>{part.heading}</h2>
          {part.lines.map((line, index) => (
            <p key={index} style={style.line}>
              {line}
            </p>
          ))}
          <p style={style.links}>
            {part.links.map((link) => (
              <a
                key={link.url}
                href={link.url}
                style={
                  link.primary ? { ...style.button, padding: "8px 14px", marginRight: "16px" } : style.link
                }
              >
                {link.label}
              </a>
            ))}
          </p>
        </div>
      );
  }
}
