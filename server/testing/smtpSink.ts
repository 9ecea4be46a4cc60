import { SMTPServer } from 'smtp-server'
import type { Cleanup } from './serverProcess'

type Mail = {
  headers: Record<string, string>
  raw: string
  rcptTo: string[]
  mailFrom: string
  /** When SMTP said yes to it (ms epoch). */
  acceptedAt?: number
}

/** How long a slow relay holds back each answer (ms): a new connection's greeting, the final answer to each DATA. */
type Slowness = { greetingMs: number; dataMs: number }

/**
 * A real SMTP server on loopback that keeps every mail it accepts. `hold()` makes it keep the final answer to DATA
 * (the mail is received, SMTP has not said yes yet) until the returned release function is called; `holdGreeting()`
 * keeps the greeting of every connection from now on the same way. `answerSlowly()`
 * makes it a slow relay: it holds back its greeting to every new connection and its final answer to every DATA.
 */
function smtpSink(port: number) {
  let gate: Promise<void> | undefined
  let greetingGate: Promise<void> | undefined
  const slowness: Slowness = { greetingMs: 0, dataMs: 0 }
  const later = (ms: number, then: () => void) => (ms > 0 ? void setTimeout(then, ms) : then())
  /** Every mail whose DATA arrived; `accepted`: those SMTP said yes to (the ones a mailbox gets). */
  const received: Mail[] = []
  const accepted: Mail[] = []
  let connections = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing, it hangs up on the clients still connected (the outbox keeps its connections open) within a second,
    // as a relay that is stopped does, instead of waiting up to 30 s for them to leave.
    closeTimeout: 1000,
    // smtp-server greets a connection once this calls back: a relay busy with its spam checks (Postfix's postscreen).
    onConnect(_session, done) {
      connections++
      const greet = () => later(slowness.greetingMs, done)
      if (greetingGate) void greetingGate.then(greet)
      else greet()
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
        const headers: Record<string, string> = {}
        for (const line of head.split(/\r?\n/)) {
          const i = line.indexOf(':')
          if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim()
        }
        const mail: Mail = {
          headers,
          raw,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: (session.envelope.mailFrom || { address: '' }).address,
        }
        received.push(mail)
        const accept = () => {
          mail.acceptedAt = Date.now()
          accepted.push(mail)
          done()
        }
        const answer = () => later(slowness.dataMs, accept)
        if (gate) void gate.then(answer)
        else answer()
      })
    },
  })
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const hold = () => {
    let release!: () => void
    gate = new Promise<void>((r) => (release = r))
    return () => {
      gate = undefined
      release()
    }
  }
  const holdGreeting = () => {
    let release!: () => void
    greetingGate = new Promise<void>((r) => (release = r))
    return () => {
      greetingGate = undefined
      release()
    }
  }
  return {
    server,
    received,
    accepted,
    listening,
    hold,
    holdGreeting,
    answerSlowly: (s: Partial<Slowness>) => void Object.assign(slowness, s),
    connections: () => connections,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

export type SmtpSink = ReturnType<typeof smtpSink>

/** An SMTP sink on `port`, once it accepts connections; closed after the test by `cleanup` (cleanUpAfterEach's). */
export async function startSmtpSink(port: number, cleanup: Cleanup) {
  const sink = smtpSink(port)
  await sink.listening
  cleanup(sink.close)
  return sink
}

/** A mail's text body, quoted-printable decoded (nodemailer wraps long lines such as links that way). */
export function textOf(mail: Pick<Mail, 'raw'>) {
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n')
}
