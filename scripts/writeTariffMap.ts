// Writes the home page's tariff map (components/tariffMap/tariffMapSvg.ts) to public/assets before a build
// or the dev server, removing maps of earlier data. The file is generated from content/tariffRates.ts: never edit it.
import fs from 'node:fs'
import path from 'node:path'
import { tariffMapFile } from '../components/tariffMap/tariffMapSvg'

const dir = path.resolve('public/assets')
const { fileName, svg } = tariffMapFile()
fs.mkdirSync(dir, { recursive: true })
for (const old of fs.readdirSync(dir))
  if (/^tariff-map\..*\.svg$/.test(old) && old !== fileName) fs.rmSync(path.join(dir, old))
fs.writeFileSync(path.join(dir, fileName), svg)
console.log(`writeTariffMap: public/assets/${fileName} (${(svg.length / 1000).toFixed(1)} KB)`)
