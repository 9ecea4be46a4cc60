// One of compileBlog.ts's threads (scripts/lib/tsWorker.ts): compiles the articles it is sent.
import { answerJobs } from '../lib/tsWorker'
import { compileArticles } from './compileArticle'

export type ArticleJob = { root: string; files: string[]; outDir: string; cacheDir: string }

answerJobs(({ root, files, outDir, cacheDir }: ArticleJob) => compileArticles(root, files, outDir, cacheDir))
