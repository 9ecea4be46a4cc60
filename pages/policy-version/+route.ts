// https://vike.dev/route — an earlier (or upcoming) version of a policy at its own URL: /privacy/2023-01-01.
// Every other two-part route starts with a fixed word (/about/@category), so it takes precedence; +guard answers 404
// for anything that is not a version.
export default '/@policy/@effective'
