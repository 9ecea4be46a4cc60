// `npm run pdfs`: writes the download PDFs (content/downloads.ts) to public/downloads/. Commit what it writes.
import fs from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { downloads } from '../content/downloads'
import { site } from '../content/site'
import { lightColors } from '../renderer/theme'

function write(doc: (typeof downloads)[keyof typeof downloads], out: string) {
  return new Promise<void>((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      // A fixed date keeps the file identical from run to run.
      info: {
        Title: doc.title,
        Author: site.brand,
        Subject: doc.subtitle,
        CreationDate: new Date('2025-04-15T00:00:00Z'),
      },
    })
    const stream = fs.createWriteStream(out)
    pdf.pipe(stream)
    pdf.rect(0, 0, pdf.page.width, 170).fill(lightColors.navy)
    pdf
      .fillColor(lightColors.accent)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(site.brand, 56, 48, { characterSpacing: 2 })
    pdf.fillColor(lightColors.onDark).fontSize(26).text(doc.title, 56, 72)
    pdf
      .fillColor(lightColors.onDarkMuted)
      .font('Helvetica')
      .fontSize(12)
      .text(doc.subtitle, 56, 112, { width: pdf.page.width - 112 })
    pdf.moveDown(4)
    pdf.y = 200
    for (const s of doc.sections) {
      pdf.fillColor(lightColors.primary).font('Helvetica-Bold').fontSize(15).text(s.heading, 56)
      pdf.moveDown(0.4)
      pdf.fillColor(lightColors.text).font('Helvetica').fontSize(11).text(s.body, { align: 'left', lineGap: 3 })
      pdf.moveDown(1.2)
    }
    pdf.moveDown(1)
    pdf
      .fillColor(lightColors.muted)
      .fontSize(9)
      .text(`${site.copyrightHolder} · ${site.email} · GDPR Compliant · ISO 27001 Certified`)
    pdf.end()
    stream.on('finish', resolve).on('error', reject)
  })
}

for (const doc of Object.values(downloads)) {
  const out = path.join('public', doc.href)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await write(doc, out)
  console.log(`pdfs: wrote ${out} (${fs.statSync(out).size} bytes)`)
}
