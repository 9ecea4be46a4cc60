export default 'AI & Web3 for supply chains'
