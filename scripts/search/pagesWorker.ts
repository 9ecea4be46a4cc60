// One of the search index's threads (scripts/lib/tsWorker.ts): reads the pages it is sent, as the index sees them.
import { answerJobs } from '../lib/tsWorker'
import { readPagesOf, type PagesJob } from './extractSections'

answerJobs((job: PagesJob) => readPagesOf(job))
